import * as z from 'zod';
import type { BookingStatus, LedgerEntry } from '../bookings/schemas';
import { learnerIdSchema } from '../students/learners';
import { optionalText, requiredText } from '../text';
import { tutorIdSchema } from '../tutors/schemas';
import { MUSHAF_PAGES, SURAHS, type QuranRange } from './quran';

/**
 * A lesson is a booking seen by the people around it: the learner and their parent, the tutor and
 * the team. After it, the tutor (or the team) records what happened, and that moves the balance:
 * attended or learner no-show, the session stays used; tutor no-show, or a lesson the school
 * cancels, the session returns to the lot it came from. Every move goes through the ledger.
 */
export const ATTENDANCE_OUTCOMES = ['attended', 'learner_no_show', 'tutor_no_show'] as const;
export type Attendance = (typeof ATTENDANCE_OUTCOMES)[number];

export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  attended: 'Attended',
  learner_no_show: 'Learner did not come',
  tutor_no_show: 'Tutor absent or cancelled',
};

/** Where a lesson stands, as every screen names it. */
export const LESSON_STATES = [
  'upcoming',
  'rescheduling',
  'awaiting_attendance',
  'attended',
  'learner_no_show',
  'tutor_no_show',
  'canceled',
  'canceled_by_school',
] as const;
export type LessonState = (typeof LESSON_STATES)[number];

export const LESSON_STATE_LABELS: Record<LessonState, string> = {
  upcoming: 'Upcoming',
  rescheduling: 'Being moved',
  awaiting_attendance: 'Awaiting attendance',
  attended: 'Attended',
  learner_no_show: 'Learner did not come',
  tutor_no_show: 'Tutor absent (session returned)',
  canceled: 'Cancelled',
  canceled_by_school: 'Cancelled by the school (session returned)',
};

/** The facts a lesson's state is read from. */
export interface LessonFacts {
  status: BookingStatus;
  startTime: string;
  attendance: Attendance | null;
  canceledBy: 'school' | null;
}

export function lessonStateOf(lesson: LessonFacts, now: Date = new Date()): LessonState {
  if (lesson.attendance) return lesson.attendance;
  if (lesson.status === 'canceled') return lesson.canceledBy === 'school' ? 'canceled_by_school' : 'canceled';
  if (lesson.status === 'rescheduling') return 'rescheduling';
  return new Date(lesson.startTime).getTime() <= now.getTime() ? 'awaiting_attendance' : 'upcoming';
}

export { ATTENDANCE_RULES } from './attendance-rules';

export const lessonMessages = {
  notFound: 'Lesson not found',
  notYet: 'Attendance can be recorded once the lesson has started.',
  canceled: 'This lesson was cancelled: there is no attendance to record.',
  final: 'The session of this lesson was returned already: its attendance cannot change.',
  recordedByTeam: 'Our team recorded this lesson’s attendance: ask them to change it.',
  noteNotYet: 'A lesson note can be written once the lesson has started.',
  noteCanceled: 'This lesson was cancelled: there is nothing to write a note about.',
  notCancelable: 'This lesson cannot be cancelled now: it was cancelled already or its attendance is recorded.',
  outcome: 'Choose attended, learner did not come, or tutor absent',
  covered: 'Say what the lesson covered (at least 3 characters)',
  coveredMax: 'Must be at most 2000 characters',
  surah: 'Choose a surah',
  ayah: 'Ayahs must be within the surah, the first no later than the last',
  pages: `Pages must be a whole number from 0 to ${MUSHAF_PAGES}`,
  reason: 'Give the reason the learner will read (at least 3 characters)',
  range: 'Choose a start and an end, the end after the start',
  rangeTooLong: 'Show at most 62 days at a time',
  needsTutor: 'No tutor matched this lesson: choose one.',
  recorded: 'Attendance recorded',
  noteSaved: 'Lesson note saved',
  canceledBySchool: 'Lesson cancelled; the session was returned and the learner told by e-mail.',
} as const;

/** The longest range a lessons list or export covers at once. */
export const MAX_LESSON_RANGE_DAYS = 62;

const instant = z.iso.datetime({ offset: true, error: lessonMessages.range });

/** A range of start times: `from` inclusive, `to` exclusive, at most 62 days. */
const rangeFields = { from: instant, to: instant };
function checkRange(value: { from: string; to: string }, context: z.core.$RefinementCtx) {
  const span = Date.parse(value.to) - Date.parse(value.from);
  if (span <= 0) context.addIssue({ code: 'custom', path: ['to'], message: lessonMessages.range });
  else if (span > MAX_LESSON_RANGE_DAYS * 86_400_000) {
    context.addIssue({ code: 'custom', path: ['to'], message: lessonMessages.rangeTooLong });
  }
}

const idFilter = z
  .string()
  .trim()
  .regex(/^[0-9a-zA-Z-]{1,64}$/, 'Invalid id')
  .optional();

/**
 * GET /api/admin/lessons and its CSV: lessons starting in the range, narrowed by tutor (`none`:
 * lessons no tutor matched), course, learner and state.
 */
export const lessonsQuerySchema = z
  .strictObject({
    ...rangeFields,
    tutorId: idFilter,
    courseId: idFilter,
    studentId: idFilter,
    state: z.enum(LESSON_STATES, { error: 'Unknown lesson state' }).optional(),
  })
  .superRefine(checkRange);
export type LessonsQuery = z.input<typeof lessonsQuerySchema>;

/** GET /api/tutor/lessons: the tutor's own lessons in the range. */
export const tutorLessonsQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);

/** POST .../lessons/{lessonId}/attendance */
export const attendanceSchema = z.strictObject({
  outcome: z.enum(ATTENDANCE_OUTCOMES, { error: lessonMessages.outcome }),
});

const quranRangeSchema = z
  .strictObject({
    surah: z
      .number({ error: lessonMessages.surah })
      .int(lessonMessages.surah)
      .min(1, lessonMessages.surah)
      .max(114, lessonMessages.surah),
    fromAyah: z.number({ error: lessonMessages.ayah }).int(lessonMessages.ayah).min(1, lessonMessages.ayah),
    toAyah: z.number({ error: lessonMessages.ayah }).int(lessonMessages.ayah).min(1, lessonMessages.ayah),
  })
  .refine((range) => range.fromAyah <= range.toAyah && range.toAyah <= (SURAHS[range.surah - 1]?.ayahs ?? 0), {
    message: lessonMessages.ayah,
    path: ['toAyah'],
  });

/** PUT .../lessons/{lessonId}/note: what the lesson covered, for the learner and parent to read. */
export const lessonNoteSchema = z.strictObject({
  covered: requiredText(3, lessonMessages.covered, 2000, lessonMessages.coveredMax),
  homework: optionalText(1000),
  /** Quran courses: the range memorised or revised in the lesson. */
  quran: quranRangeSchema.nullable().default(null),
  /** Quran courses: pages memorised in the lesson (when counted in pages). */
  pages: z
    .number({ error: lessonMessages.pages })
    .int(lessonMessages.pages)
    .min(0, lessonMessages.pages)
    .max(MUSHAF_PAGES, lessonMessages.pages)
    .nullable()
    .default(null),
  tajweed: optionalText(1000),
});
export type LessonNoteInput = z.input<typeof lessonNoteSchema>;

export interface LessonNote {
  covered: string;
  homework: string;
  quran: QuranRange | null;
  pages: number | null;
  tajweed: string;
  writtenBy: string;
  writtenAt: string;
}

/** POST /api/admin/lessons/{lessonId}/cancellation: the school cancels; the reason is mailed. */
export const schoolCancelSchema = z.strictObject({
  reason: requiredText(3, lessonMessages.reason, 500),
});

/** PUT /api/admin/lessons/{lessonId}/tutor */
export const lessonTutorSchema = z.strictObject({ tutorId: tutorIdSchema });

export interface Lesson {
  id: string;
  studentId: string;
  learnerName: string;
  /** The account holder, when not the learner themself (a parent). */
  holderName: string | null;
  courseId: string;
  courseTitle: string | null;
  /** Whether notes on it can name a Quran range. */
  quranCourse: boolean;
  tutorId: string | null;
  tutorName: string | null;
  startTime: string;
  endTime: string;
  timezone: string | null;
  joinUrl: string | null;
  state: LessonState;
  attendance: Attendance | null;
  note: LessonNote | null;
}

export const LESSON_EVENT_KINDS = [
  'booked',
  'moved',
  'canceled',
  'canceled_by_school',
  'attendance',
  'note',
  'tutor',
] as const;
export type LessonEventKind = (typeof LESSON_EVENT_KINDS)[number];

export interface LessonEvent {
  at: string;
  kind: LessonEventKind;
  /** Who did it: a person's name, or "Scheduling service". */
  by: string;
  detail: string;
}

/** GET /api/admin/lessons/{lessonId}: the lesson, what happened to it, and its ledger moves. */
export interface LessonDetail {
  lesson: Lesson;
  history: LessonEvent[];
  /** Its ledger moves, each with who made it ("Booking" for the scheduling service). */
  ledger: (LedgerEntry & { by: string })[];
}

/** A moment in a history line: "Fri 27 Nov 2026, 15:00 UTC" (the screens show `at` in the viewer's zone). */
export function historyTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day.replace(',', '')}, ${time} UTC`;
}

/** A learner a tutor teaches. */
export interface TutorLearner {
  studentId: string;
  learnerName: string;
  courses: { courseId: string; courseTitle: string | null }[];
  lastLessonAt: string | null;
  nextLessonAt: string | null;
}

/** GET /api/me/lessons: a learner's lessons, newest first. */
export const myLessonsQuerySchema = z.object({
  learnerId: learnerIdSchema.optional(),
  cursor: z.string().max(2048, 'Invalid cursor').optional(),
});

/** A learner's progress on one course. */
export interface CourseProgress {
  courseId: string;
  courseTitle: string | null;
  quranCourse: boolean;
  attended: number;
  learnerNoShows: number;
  upcoming: number;
  firstLessonAt: string | null;
  lastLessonAt: string | null;
  /** Quran courses: the range of the latest note that names one. */
  latestRange: (QuranRange & { at: string }) | null;
  /** Quran courses: the pages memorised, summed over the notes. */
  pagesMemorised: number;
  /** The lesson notes, newest first. */
  notes: (LessonNote & { lessonId: string; startTime: string; tutorName: string | null })[];
}

export interface LearnerProgress {
  learnerId: string;
  learnerName: string;
  courses: CourseProgress[];
}

/**
 * A calendar feed: a secret address any calendar app can subscribe to. Making a new one stops the
 * old address; revoking stops it without a new one.
 */
export interface CalendarFeed {
  url: string | null;
}

/** POST /api/me/calendar-feed and its revocation: which learner's lessons. */
export const learnerFeedSchema = z.strictObject({ learnerId: learnerIdSchema.optional() });
/** POST /api/tutor/calendar-feed and its revocation: nothing to send. */
export const tutorFeedSchema = z.strictObject({});

/** A feed token: 43 url-safe characters (32 random bytes). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
