import type { Lesson, LessonNote } from '@app/shared/lessons/lessons';
import type { PublicTutor } from '@app/shared/tutors/schemas';

const HOUR = 60 * 60 * 1000;

/** A lesson as the API answers it: Yusuf's Quran lesson with Ustadh Khalid, upcoming unless told. */
export function lessonFixture(overrides: Partial<Lesson> = {}): Lesson {
  const startTime = overrides.startTime ?? new Date(Date.now() + HOUR).toISOString();
  return {
    id: 'les1',
    studentId: 'l2',
    learnerName: 'Yusuf Ali',
    holderName: 'Sara Ali',
    courseId: 'c1',
    courseTitle: 'Quran Memorisation',
    quranCourse: true,
    tutorId: 't1',
    tutorName: 'Ustadh Khalid',
    startTime,
    endTime: new Date(Date.parse(startTime) + HOUR).toISOString(),
    timezone: null,
    joinUrl: 'https://meet.example.com/les1',
    state: 'upcoming',
    attendance: null,
    note: null,
    ...overrides,
  };
}

/** A tutor's note on a Quran lesson. */
export function noteFixture(overrides: Partial<LessonNote> = {}): LessonNote {
  return {
    covered: 'Revised Al-Mulk with attention to the madd.',
    homework: 'Recite ayahs 1 to 15 twice a day.',
    quran: { surah: 67, fromAyah: 1, toAyah: 15 },
    pages: 2,
    tajweed: 'Lengthen the madd in ayah 3.',
    writtenBy: 't1',
    writtenAt: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

/** A tutor as the About page's team shows them. */
export function publicTutorFixture(overrides: Partial<PublicTutor> = {}): PublicTutor {
  return {
    id: 't1',
    name: 'Ustadh Khalid Mansour',
    bio: 'Holds an ijazah in Hafs recitation.',
    photoUrl: null,
    languages: ['Arabic', 'English'],
    teachesSisters: false,
    teachesChildren: true,
    ...overrides,
  };
}
