import { batchGet } from '../../db/batch-get';
import { balanceKey } from '../../db/entities/balance';
import * as Booking from '../../db/entities/booking';
import { courseKey } from '../../db/entities/course';
import * as Notice from '../../db/entities/notice';
import * as OutboxMail from '../../db/entities/outbox-mail';
import { studentKey } from '../../db/entities/student';
import type { TxStep } from '../../db/transact';
import type { Mail } from '../../lib/mail';
import {
  bookedMail,
  canceledMail,
  lowBalanceMail,
  movedMail,
  type CancelReason,
  type LessonContext,
} from './lesson-mails';

/**
 * What the student is told after a booking event changed a booking: a confirmation at booking (and,
 * when that booking left 1 or 0 sessions, one low-balance notice per drop), a notice at
 * cancellation saying whether the session came back. Each is queued in the outbox in the booking's
 * own transaction, as a notice the mail worker renders when it sends it: the confirmation states
 * the sessions left on the course at that moment (seconds after the booking, as a rule; a second
 * booking in between is counted too), and the low-balance notice announces the level then reached.
 */
export function bookedNotice(bookingId: string): TxStep {
  return { item: OutboxMail.putNotice({ kind: 'lesson_booked', bookingId }) };
}

export function canceledNotice(bookingId: string, reason: CancelReason): TxStep {
  return { item: OutboxMail.putNotice({ kind: 'lesson_canceled', bookingId, reason }) };
}

/** The lesson moved: its new time, and whether the session now counts as used. */
export function rescheduledNotice(bookingId: string, sessionUsed: boolean): TxStep {
  return { item: OutboxMail.putNotice({ kind: 'lesson_moved', bookingId, sessionUsed }) };
}

/**
 * The mails of a queued notice, read now, and the steps that must be written with them (the
 * low-balance marker). No mails when the student is gone.
 */
export async function renderNotice(notice: OutboxMail.OutboxNotice): Promise<{ mails: Mail[]; steps: TxStep[] }> {
  const lesson = await lessonOf(notice.bookingId);
  if (!lesson) return { mails: [], steps: [] };
  const { context, balance } = lesson;
  if (notice.kind === 'lesson_canceled') return { mails: [canceledMail(context, notice.reason)], steps: [] };
  if (notice.kind === 'lesson_moved') return { mails: [movedMail(context, notice.sessionUsed)], steps: [] };
  const { booking } = context;
  const mails: Mail[] = [bookedMail(context, balance.sessions)];
  const steps: TxStep[] = [];
  // Only a booking announces a drop (never an admin adjustment), once per level after each top-up.
  const level = {
    studentId: booking.studentId,
    courseId: booking.courseId,
    topUps: balance.topUps,
    level: balance.sessions,
  };
  if ((balance.sessions === 1 || balance.sessions === 0) && !(await Notice.lowBalanceNoticed(level))) {
    mails.push(lowBalanceMail(context.student, { id: booking.courseId, title: context.courseTitle }, balance.sessions));
    steps.push({ item: Notice.claimLowBalance(level) });
  }
  return { mails, steps };
}

/** The booking, then its course, student and balance in one consistent BatchGetItem. */
async function lessonOf(bookingId: string): Promise<Lesson | null> {
  const booking = await Booking.get(bookingId);
  return booking ? lessonFor(booking) : null;
}

export interface Lesson {
  context: LessonContext & { booking: Booking.BookingItem };
  balance: { sessions: number; topUps: number };
}

/**
 * What the mails about a booking need: its course, the student and the course balance, in one
 * consistent BatchGetItem. Null when the student is gone.
 */
export async function lessonFor(booking: Booking.BookingItem): Promise<Lesson | null> {
  const items = await batchGet<Record<string, unknown>>(
    [courseKey(booking.courseId), studentKey(booking.studentId), balanceKey(booking.studentId, booking.courseId)],
    undefined,
    { consistent: true },
  );
  const ofType = (type: string) => items.find((item) => item.type === type);
  const course = ofType('course');
  const student = ofType('student');
  const balance = ofType('balance');
  if (!student) return null;
  return {
    context: {
      booking,
      courseTitle: (course?.title as string | undefined) ?? 'your course',
      courseMeetingUrl: (course?.meetingUrl as string | undefined) ?? '',
      student: {
        fullName: student.fullName as string,
        email: student.email as string,
        holderName: (student.holderName as string | undefined) ?? null,
      },
    },
    balance: {
      sessions: (balance?.sessionsRemaining as number | undefined) ?? 0,
      topUps: (balance?.topUps as number | undefined) ?? 0,
    },
  };
}
