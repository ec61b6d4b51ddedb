import type { Lesson } from '@app/shared/lessons/lessons';
import type { TutorAccount } from '@app/shared/tutors/schemas';

/** A lesson as the back office lists it: Yusuf's (his mother holds the account), with no tutor. */
export function lessonFixture(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 'les1',
    studentId: 's1',
    learnerName: 'Yusuf Ahmed',
    holderName: 'Amina Yusuf',
    courseId: 'c1',
    courseTitle: 'Quran Memorisation',
    quranCourse: true,
    tutorId: null,
    tutorName: null,
    startTime: '2026-03-03T15:00:00.000Z',
    endTime: '2026-03-03T15:45:00.000Z',
    timezone: 'Asia/Riyadh',
    joinUrl: 'https://meet.example.com/abc',
    state: 'awaiting_attendance',
    attendance: null,
    note: null,
    ...overrides,
  };
}

export function tutorFixture(id: string, name: string, overrides: Partial<TutorAccount> = {}): TutorAccount {
  return {
    id,
    name,
    email: `${id}@example.com`,
    bio: '',
    photoUrl: null,
    languages: ['Arabic'],
    teachesSisters: false,
    teachesChildren: true,
    showOnAbout: true,
    status: 'active',
    createdAt: '2026-01-05T10:00:00Z',
    version: 0,
    ...overrides,
  };
}

export const courseFixture = (id: string, title: string) => ({
  id,
  title,
  shortDescription: '',
  level: 'beginner',
  category: 'Quran',
  coverPhoto: '',
  isPublished: true,
  moduleCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});
