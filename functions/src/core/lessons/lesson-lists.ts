import {
  LESSON_STATE_LABELS,
  type LearnerProgress,
  type Lesson,
  type LessonDetail,
  type LessonState,
  type TutorLearner,
  type CourseProgress,
  historyTime,
} from '@app/shared/lessons/lessons';
import type { Page } from '@app/shared/http/page';
import { getNames } from '../../db/record-names';
import * as Booking from '../../db/entities/booking';
import * as Student from '../../db/entities/student';
import { NotFoundError } from '../../lib/errors';
import * as LessonItem from '../../db/entities/lesson';
import * as Ledger from '../../db/entities/ledger-entry';
import { csvCell } from '../leads/leads-csv';
import { lessonFor } from './lesson-actions';
import { stateOf, toLesson, toLessons, namesOf } from './lesson-view';

/** The ledger's author for what the scheduling service did. */
const SCHEDULING_WEBHOOK = 'scheduling-webhook';

/**
 * The lists of lessons: the school's calendar for the team (a range, narrowed by tutor, course,
 * learner and state), a tutor's own, a learner's own, and the CSV of the team's list.
 */
export interface LessonFilter {
  from: string;
  to: string;
  tutorId?: string;
  courseId?: string;
  studentId?: string;
  state?: LessonState;
}

/**
 * The team's list, soonest first. A learner's lessons come from their own index; otherwise the
 * calendar's months in the range, with tutor and course narrowed by DynamoDB. The state depends
 * on the time, so it is read here.
 */
export async function officeLessons(filter: LessonFilter, now = new Date()): Promise<Lesson[]> {
  const bookings = filter.studentId
    ? (await LessonItem.lessonsOfStudentBetween(filter.studentId, filter.from, filter.to)).filter(
        (booking) =>
          (!filter.courseId || booking.courseId === filter.courseId) &&
          (!filter.tutorId || (filter.tutorId === 'none' ? !booking.tutorId : booking.tutorId === filter.tutorId)),
      )
    : await LessonItem.lessonsBetween(filter.from, filter.to, { tutorId: filter.tutorId, courseId: filter.courseId });
  const kept = filter.state ? bookings.filter((booking) => stateOf(booking, now) === filter.state) : bookings;
  return toLessons(kept, now);
}

/** A tutor's own lessons in the range, soonest first. */
export async function tutorLessons(tutorId: string, from: string, to: string, now = new Date()): Promise<Lesson[]> {
  return toLessons(await LessonItem.lessonsBetween(from, to, { tutorId }), now);
}

/** How far back and ahead "my learners" looks. */
const LEARNERS_BACK_DAYS = 90;
const LEARNERS_AHEAD_DAYS = 60;

/** The learners a tutor taught in the last 90 days or teaches in the next 60, by name. */
export async function tutorLearners(tutorId: string, now = new Date()): Promise<TutorLearner[]> {
  const from = new Date(now.getTime() - LEARNERS_BACK_DAYS * 86_400_000).toISOString();
  const to = new Date(now.getTime() + LEARNERS_AHEAD_DAYS * 86_400_000).toISOString();
  const bookings = (await LessonItem.lessonsBetween(from, to, { tutorId })).filter(
    (booking) => booking.status !== 'canceled',
  );
  const names = await namesOf(bookings);
  const learners = new Map<string, TutorLearner>();
  for (const booking of bookings) {
    const lesson = toLesson(booking, names, now);
    const learner = learners.get(booking.studentId) ?? {
      studentId: booking.studentId,
      learnerName: lesson.learnerName,
      courses: [],
      lastLessonAt: null,
      nextLessonAt: null,
    };
    if (!learner.courses.some((course) => course.courseId === booking.courseId)) {
      learner.courses.push({ courseId: booking.courseId, courseTitle: lesson.courseTitle });
    }
    if (new Date(booking.startTime) <= now) learner.lastLessonAt = booking.startTime;
    else learner.nextLessonAt ??= booking.startTime;
    learners.set(booking.studentId, learner);
  }
  return [...learners.values()].sort((a, b) => a.learnerName.localeCompare(b.learnerName));
}

/** One lesson with what happened to it and its ledger moves (the team's lesson page). */
export async function lessonDetail(lessonId: string, now = new Date()): Promise<LessonDetail> {
  const booking = await lessonFor({ role: 'admin', userId: '' }, lessonId);
  const [[lesson], recorded, entries] = await Promise.all([
    toLessons([booking], now),
    LessonItem.historyOf(lessonId),
    Ledger.ofBooking(booking.studentId, lessonId),
  ]);
  // Who made each move: the scheduling service, an admin or a tutor, by their name now.
  const people = entries.map((entry) => entry.createdBy).filter((id) => id && id !== SCHEDULING_WEBHOOK);
  const names =
    people.length > 0
      ? await getNames(
          people.flatMap((id) => [
            { kind: 'admin' as const, id },
            { kind: 'tutor' as const, id },
          ]),
        )
      : null;
  const ledger = entries.map((entry) => ({
    ...entry,
    by:
      entry.createdBy === SCHEDULING_WEBHOOK
        ? 'Booking'
        : (names?.of('admin', entry.createdBy) ?? names?.of('tutor', entry.createdBy) ?? 'Former team member'),
  }));
  // Bookings made before the history was kept: their booking is its first entry all the same.
  const history = recorded.some((event) => event.kind === 'booked')
    ? recorded
    : [
        {
          at: booking.createdAt,
          kind: 'booked' as const,
          by: 'Scheduling service',
          detail: `Booked for ${historyTime(booking.startTime)}`,
        },
        ...recorded,
      ];
  return { lesson: lesson!, history, ledger };
}

/** A tutor's view of one of their own lessons. */
export async function tutorLesson(tutorId: string, lessonId: string, now = new Date()): Promise<Lesson> {
  const booking = await lessonFor({ role: 'tutor', userId: tutorId }, lessonId);
  const [lesson] = await toLessons([booking], now);
  return lesson!;
}

/** A learner's lessons, newest first, a page at a time (the parent's "All lessons"). */
export async function learnerLessons(
  studentId: string,
  cursor: string | undefined,
  now = new Date(),
): Promise<Page<Lesson>> {
  const page = await LessonItem.pageOfStudent(studentId, cursor);
  return { items: await toLessons(page.items, now), nextCursor: page.nextCursor };
}

/**
 * A learner's progress per course, from every lesson they have had: attended and missed lessons,
 * those to come, the notes over time, and for Quran courses the latest range and the pages.
 */
export async function learnerProgress(
  learner: { id: string; fullName: string },
  now = new Date(),
): Promise<LearnerProgress> {
  const bookings = await Booking.everyOfStudent(learner.id);
  const lessons = await toLessons(bookings, now);
  const courses = new Map<string, CourseProgress>();
  for (const lesson of lessons) {
    const course = courses.get(lesson.courseId) ?? {
      courseId: lesson.courseId,
      courseTitle: lesson.courseTitle,
      quranCourse: lesson.quranCourse,
      attended: 0,
      learnerNoShows: 0,
      upcoming: 0,
      firstLessonAt: null,
      lastLessonAt: null,
      latestRange: null,
      pagesMemorised: 0,
      notes: [],
    };
    if (lesson.state === 'attended') course.attended += 1;
    if (lesson.state === 'learner_no_show') course.learnerNoShows += 1;
    if (lesson.state === 'upcoming') course.upcoming += 1;
    if (lesson.state === 'attended' || lesson.state === 'learner_no_show') {
      if (!course.firstLessonAt || lesson.startTime < course.firstLessonAt) course.firstLessonAt = lesson.startTime;
      if (!course.lastLessonAt || lesson.startTime > course.lastLessonAt) course.lastLessonAt = lesson.startTime;
    }
    if (lesson.note) {
      course.notes.push({
        ...lesson.note,
        lessonId: lesson.id,
        startTime: lesson.startTime,
        tutorName: lesson.tutorName,
      });
      // What was memorised counts from lessons the learner attended.
      if (lesson.state === 'attended') {
        course.pagesMemorised += lesson.note.pages ?? 0;
        if (lesson.note.quran && (!course.latestRange || lesson.startTime > course.latestRange.at)) {
          course.latestRange = { ...lesson.note.quran, at: lesson.startTime };
        }
      }
    }
    courses.set(lesson.courseId, course);
  }
  for (const course of courses.values()) course.notes.sort((a, b) => b.startTime.localeCompare(a.startTime));
  return { learnerId: learner.id, learnerName: learner.fullName, courses: [...courses.values()] };
}

const COLUMNS: [string, (lesson: Lesson) => string][] = [
  ['Start (UTC)', (lesson) => lesson.startTime],
  ['End (UTC)', (lesson) => lesson.endTime],
  ['Learner', (lesson) => lesson.learnerName],
  ['Parent', (lesson) => lesson.holderName ?? ''],
  ['Course', (lesson) => lesson.courseTitle ?? ''],
  ['Tutor', (lesson) => lesson.tutorName ?? 'Needs a tutor'],
  ['Status', (lesson) => LESSON_STATE_LABELS[lesson.state]],
  ['Join link', (lesson) => lesson.joinUrl ?? ''],
  ['Covered', (lesson) => lesson.note?.covered ?? ''],
  ['Homework', (lesson) => lesson.note?.homework ?? ''],
];

/** The team's list as CSV (UTF-8 with a byte-order mark, cells safe from spreadsheet formulas). */
export async function lessonsCsv(filter: LessonFilter, now = new Date()): Promise<string> {
  const lessons = await officeLessons(filter, now);
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const lesson of lessons) lines.push(COLUMNS.map(([, read]) => csvCell(read(lesson))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A learner's progress as the team reads it before issuing a certificate (404 for no such learner). */
export async function studentProgress(studentId: string, now = new Date()): Promise<LearnerProgress> {
  const student = await Student.get(studentId);
  if (!student) throw new NotFoundError('Student not found');
  return learnerProgress(student, now);
}
