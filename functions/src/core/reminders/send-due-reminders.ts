import * as Booking from '../../db/entities/booking';
import { errorFields, log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { countMetric } from '../../lib/metrics';
import { reminderMail } from '../bookings/lesson-mails';
import { lessonFor } from '../bookings/lesson-notices';

/** How long a run holds a reminder it claimed; a run that dies leaves it to a later run after this. */
export const REMINDER_LEASE_MS = 5 * 60_000;
const BATCH = 50;

export interface ReminderRun {
  due: number;
  sent: number;
  /** Claimed by another run, rescheduled or canceled since the query. */
  skipped: number;
  failed: number;
}

/**
 * One run of the lesson reminders: every booking whose reminder is due (a Query on the sparse
 * index, never a Scan) is claimed with a conditional update (a lease), mailed, then recorded as
 * sent. Overlapping runs send one mail; a run that dies after claiming leaves the reminder to the
 * next run once the lease expires; a mail that fails is retried by a later run the same way.
 * Each reminder sent or failed is counted (metrics `RemindersSent`, `RemindersFailed`); the caller
 * publishes the counts (flushMetrics).
 */
export async function sendDueReminders(now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { due: 0, sent: 0, skipped: 0, failed: 0 };
  const due = await Booking.dueReminders(now, BATCH);
  run.due = due.length;
  for (const booking of due) {
    const claimed = await Booking.claimReminder(
      booking.id,
      booking.startTime,
      now,
      new Date(now.getTime() + REMINDER_LEASE_MS),
    );
    if (!claimed) {
      run.skipped += 1;
      continue;
    }
    try {
      const lesson = await lessonFor(booking);
      if (!lesson) throw new Error(`No student ${booking.studentId} for booking ${booking.id}`);
      await sendMail(reminderMail(lesson.context));
      await Booking.recordReminderSent(booking.id, booking.startTime, new Date());
      run.sent += 1;
      countMetric('RemindersSent');
    } catch (error) {
      // The lease runs out and a later run tries again.
      run.failed += 1;
      countMetric('RemindersFailed');
      log('error', 'lesson reminder failed; a later run retries it', { bookingId: booking.id, ...errorFields(error) });
    }
  }
  return run;
}
