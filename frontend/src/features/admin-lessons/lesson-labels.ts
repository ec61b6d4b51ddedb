import type { Lesson, LessonEventKind, LessonState } from '@app/shared/lessons/lessons';

export const STATE_COLORS: Record<LessonState, string> = {
  upcoming: 'blue',
  rescheduling: 'yellow',
  awaiting_attendance: 'orange',
  attended: 'green',
  learner_no_show: 'red',
  tutor_no_show: 'purple',
  canceled: 'gray',
  canceled_by_school: 'gray',
};

export const EVENT_LABELS: Record<LessonEventKind, string> = {
  booked: 'Booked',
  moved: 'Moved',
  canceled: 'Cancelled',
  canceled_by_school: 'Cancelled by the school',
  attendance: 'Attendance',
  note: 'Lesson note',
  tutor: 'Tutor',
};

const CANCELED: readonly LessonState[] = ['canceled', 'canceled_by_school'];

/**
 * Attendance is recorded once the lesson has started, and can be corrected until a session was
 * returned (tutor absent); the server has the last word and says why when it refuses.
 */
export const canRecordAttendance = (lesson: Pick<Lesson, 'state'>) =>
  lesson.state === 'awaiting_attendance' || lesson.state === 'attended' || lesson.state === 'learner_no_show';

/** Only a lesson neither cancelled nor with its attendance recorded. */
export const canCancel = (lesson: Pick<Lesson, 'state'>) =>
  lesson.state === 'upcoming' || lesson.state === 'rescheduling' || lesson.state === 'awaiting_attendance';

export const isCanceled = (lesson: Pick<Lesson, 'state'>) => CANCELED.includes(lesson.state);

/** No tutor matched it (neither the host nor a fallback): flagged, and the team chooses one. */
export const needsTutor = (lesson: Pick<Lesson, 'tutorId' | 'state'>) => !lesson.tutorId && !isCanceled(lesson);

/** A join link worth offering (the scheduling service's video address). */
export const safeJoinUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The back office's page of one lesson, and of a learner's progress. */
export const lessonPath = (lessonId: string) => `/admin/lessons/${encodeURIComponent(lessonId)}`;
export const studentPath = (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}`;
export const progressPath = (studentId: string) => `${studentPath(studentId)}/progress`;
export const lessonsOfStudentPath = (studentId: string) =>
  `/admin/lessons?range=week&studentId=${encodeURIComponent(studentId)}`;
