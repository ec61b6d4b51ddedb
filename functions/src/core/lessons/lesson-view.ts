import { lessonStateOf, type Lesson, type LessonState } from '@app/shared/lessons/lessons';
import { isQuranCourse } from '@app/shared/lessons/quran';
import { batchGet } from '../../db/batch-get';
import type { BookingItem } from '../../db/entities/booking';
import { courseKey } from '../../db/entities/course';
import * as Student from '../../db/entities/student';
import * as Tutor from '../../db/entities/tutor';

/**
 * Lessons as people see them: each booking with its learner's and holder's names, its course's
 * title, its tutor's name and where it stands now. The names come in BatchGetItems of up to 100
 * keys (students, courses and tutors of the list, each once).
 */
export interface LessonNames {
  students: Map<string, Student.StudentItem>;
  courses: Map<string, { title: string; category: string }>;
  tutors: Map<string, { name: string }>;
}

const chunks = <T>(values: T[], size = 100): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));

export async function namesOf(bookings: readonly BookingItem[]): Promise<LessonNames> {
  const studentIds = [...new Set(bookings.map((booking) => booking.studentId))];
  const courseIds = [...new Set(bookings.map((booking) => booking.courseId))];
  const tutorIds = [...new Set(bookings.flatMap((booking) => (booking.tutorId ? [booking.tutorId] : [])))];
  const [studentMaps, courseItems, tutorMaps] = await Promise.all([
    Promise.all(chunks(studentIds).map((ids) => Student.getMany(ids))),
    Promise.all(
      chunks(courseIds).map((ids) =>
        batchGet<{ id: string; title: string; category?: string }>(ids.map(courseKey), 'id, title, category'),
      ),
    ),
    Promise.all(chunks(tutorIds).map((ids) => Tutor.getMany(ids))),
  ]);
  return {
    students: new Map(studentMaps.flatMap((map) => [...map])),
    courses: new Map(courseItems.flat().map((item) => [item.id, { title: item.title, category: item.category ?? '' }])),
    tutors: new Map(tutorMaps.flatMap((map) => [...map].map(([id, tutor]) => [id, { name: tutor.name }] as const))),
  };
}

export function stateOf(booking: BookingItem, now = new Date()): LessonState {
  return lessonStateOf(
    {
      status: booking.status,
      startTime: booking.startTime,
      attendance: booking.attendance ?? null,
      canceledBy: booking.canceledBy ?? null,
    },
    now,
  );
}

export function toLesson(booking: BookingItem, names: LessonNames, now = new Date()): Lesson {
  const student = names.students.get(booking.studentId);
  const course = names.courses.get(booking.courseId);
  const learnerName = student?.fullName ?? booking.inviteeName;
  const holderName = student?.holderName && student.holderName !== student.fullName ? student.holderName : null;
  return {
    id: booking.id,
    studentId: booking.studentId,
    learnerName,
    holderName,
    courseId: booking.courseId,
    courseTitle: course?.title ?? null,
    quranCourse: course ? isQuranCourse(course) : false,
    tutorId: booking.tutorId ?? null,
    tutorName: booking.tutorId ? (names.tutors.get(booking.tutorId)?.name ?? null) : null,
    startTime: booking.startTime,
    endTime: booking.endTime,
    timezone: booking.timezone,
    joinUrl: booking.joinUrl,
    state: stateOf(booking, now),
    attendance: booking.attendance ?? null,
    note: booking.note ?? null,
  };
}

export async function toLessons(bookings: readonly BookingItem[], now = new Date()): Promise<Lesson[]> {
  const names = await namesOf(bookings);
  return bookings.map((booking) => toLesson(booking, names, now));
}
