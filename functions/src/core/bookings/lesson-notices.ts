import { batchGet } from '../../db/batch-get';
import { balanceKey } from '../../db/entities/balance';
import * as Booking from '../../db/entities/booking';
import { courseKey } from '../../db/entities/course';
import * as Notice from '../../db/entities/notice';
import * as ProcessedEvent from '../../db/entities/processed-event';
import { studentKey } from '../../db/entities/student';
import { sendAllLogged, type Mail } from '../../lib/mail';
import type { Invitee } from '../webhooks/calendly-event';
import type { CanceledOutcome } from './apply-invitee-canceled';
import type { CreatedOutcome } from './apply-invitee-created';
import { bookingIdFor } from './booking-ids';
import { bookedMail, canceledMail, lowBalanceMail, type LessonContext } from './lesson-mails';

/**
 * What the student is told after the webhook changed a booking: a confirmation at booking (and,
 * when that booking left 1 or 0 sessions, one low-balance notice per drop), a notice at
 * cancellation saying whether the session came back. Sent after the change is saved; a mail that
 * fails is logged and never undoes it.
 */
export async function afterCreated(invitee: Invitee, outcome: CreatedOutcome): Promise<void> {
  if (outcome !== 'booked') return;
  const lesson = await lessonOf(bookingIdFor(invitee.uri));
  if (!lesson) return;
  const { context, balance } = lesson;
  const { booking } = context;
  const mails: Mail[] = [bookedMail(context, balance.sessions)];
  // Only a booking announces a drop (never an admin adjustment), once per level after each top-up.
  if (
    (balance.sessions === 1 || balance.sessions === 0) &&
    (await Notice.claimLowBalanceNotice(booking.studentId, booking.courseId, balance.topUps, balance.sessions))
  ) {
    mails.push(lowBalanceMail(context.student, { id: booking.courseId, title: context.courseTitle }, balance.sessions));
  }
  await sendAllLogged(mails, { bookingId: booking.id });
}

export async function afterCanceled(invitee: Invitee, outcome: CanceledOutcome): Promise<void> {
  // A reschedule's cancellation is not the end of the lesson: the new time gets its own mails.
  if (invitee.rescheduled || (outcome !== 'canceled_refunded' && outcome !== 'canceled_kept')) return;
  // A rescheduled booking keeps the id of its first invitee: find it through the event marker.
  const lesson = await lessonOf((await ProcessedEvent.get('created', invitee.uri))?.targetId);
  if (!lesson) return;
  const reason =
    invitee.cancellation?.canceler_type === 'host' ? 'by_tutor' : outcome === 'canceled_refunded' ? 'in_time' : 'late';
  await sendAllLogged([canceledMail(lesson.context, reason)], { bookingId: lesson.context.booking.id });
}

/** The booking, then its course, student and balance in one consistent BatchGetItem. */
async function lessonOf(bookingId: string | null | undefined): Promise<Lesson | null> {
  if (!bookingId) return null;
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
      student: { fullName: student.fullName as string, email: student.email as string },
    },
    balance: {
      sessions: (balance?.sessionsRemaining as number | undefined) ?? 0,
      topUps: (balance?.topUps as number | undefined) ?? 0,
    },
  };
}
