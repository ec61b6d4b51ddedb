import * as Booking from '../../db/entities/booking';
import { errorFields, log } from '../../lib/logger';
import { suppressionMessages } from '@app/shared/admin/mail';
import * as Suppressions from '../../db/entities/mail-suppression';
import { sendMail } from '../../lib/mail';
import { countMetric } from '../../lib/metrics';
import { reminderMail } from '../bookings/lesson-mails';
import { lessonFor } from '../bookings/lesson-notices';
import { MAX_REMINDER_ATTEMPTS, lessonStarted, nextReminderAttempt } from './reminder-retries';

/**
 * How long a run holds a reminder it claimed, counted from the claim: longer than a whole run may
 * last (its Lambda times out after 2 minutes), so no other run takes a reminder still being sent;
 * a run that dies leaves it to a later run after this.
 */
export const REMINDER_LEASE_MS = 5 * 60_000;
/** Due reminders read per Query (a run reads page after page while it has time). */
export const REMINDER_PAGE_SIZE = 25;
/** A run starts no new reminder after this long (the rest waits for the next run, 5 minutes later). */
export const REMINDER_RUN_BUDGET_MS = 60_000;
/**
 * Nor when less than this is left of its Lambda's time: one send may take about 40 s when the mail
 * service hangs (10 s per request, retried by the SDK), and its outcome must still be recorded.
 */
export const STOP_BEFORE_END_MS = 45_000;

export interface ReminderRun {
  /** Due reminders this run looked at. */
  due: number;
  sent: number;
  /** Claimed by another run, rescheduled, canceled or changed since the query. */
  skipped: number;
  /** Sends the mail service refused this run (each retried later unless given up on). */
  failed: number;
  /** Given up on: out of the due index with `reminderFailedAt` (metric `RemindersGivenUp`). */
  givenUp: number;
  /** Lessons that started before their reminder was tried: dropped, never sent (`RemindersExpired`). */
  expired: number;
  /** Could not be recorded (the table failed): a later run takes them again. */
  errors: number;
  /** The run's time ran low before the due reminders did: the rest waits for the next run. */
  stoppedEarly: boolean;
}

export interface ReminderRunOptions {
  /** What is left of the Lambda invocation's time (its context's getRemainingTimeInMillis). */
  remainingMs?: () => number;
  /** How long the run may start new reminders (default REMINDER_RUN_BUDGET_MS). */
  budgetMs?: number;
}

/**
 * One run of the lesson reminders at `now`. Due reminders are read soonest-due first, a page at a
 * time (a Query on the sparse index, never a Scan), while the run has time. For each:
 *
 * - a lesson that has started is never reminded: dropped off the index (expired; given up on when
 *   earlier sends had failed);
 * - otherwise it is claimed with a conditional update (a lease, counting the attempt, refused once
 *   the lesson has started), mailed, then recorded as sent;
 * - a failed send is due again later (5, 15, 45 minutes, never past the lesson's start), which
 *   puts it behind the reminders waiting longer, so failures never hold the others up; after
 *   MAX_REMINDER_ATTEMPTS sends, or when no try is left before the lesson, it is given up on.
 *
 * Overlapping runs send one mail. Each outcome is counted (metrics `RemindersSent`,
 * `RemindersFailed`, `RemindersGivenUp`, `RemindersExpired`); the caller publishes them.
 */
export async function sendDueReminders(now = new Date(), options: ReminderRunOptions = {}): Promise<ReminderRun> {
  const run: ReminderRun = {
    due: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    givenUp: 0,
    expired: 0,
    errors: 0,
    stoppedEarly: false,
  };
  // The run's clock: `now`, moving on as the run takes time (tests pass a `now` of their choice).
  const began = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - began));
  const budgetMs = options.budgetMs ?? REMINDER_RUN_BUDGET_MS;
  const timeRunsLow = () =>
    Date.now() - began >= budgetMs || (options.remainingMs ? options.remainingMs() < STOP_BEFORE_END_MS : false);

  let after: Record<string, unknown> | undefined;
  do {
    const page = await Booking.dueReminders(now, REMINDER_PAGE_SIZE, after);
    for (const reminder of page.reminders) {
      if (timeRunsLow()) {
        run.stoppedEarly = true;
        break;
      }
      run.due += 1;
      await remindSafely(reminder, clock, run);
    }
    after = page.next;
  } while (after && !run.stoppedEarly);
  return run;
}

/** One reminder's failure to be recorded never stops the run: a later run takes it again. */
async function remindSafely(reminder: Booking.DueReminder, clock: () => Date, run: ReminderRun): Promise<void> {
  try {
    await remind(reminder, clock, run);
  } catch (error) {
    run.errors += 1;
    log('error', 'lesson reminder could not be recorded; a later run takes it again', {
      bookingId: reminder.booking.id,
      ...errorFields(error),
    });
  }
}

async function remind({ booking, attempts, lastError }: Booking.DueReminder, clock: () => Date, run: ReminderRun) {
  const now = clock();
  if (lessonStarted(booking.startTime, now)) {
    if (attempts > 0) {
      const reason = lastError ?? 'The lesson started before the reminder could be sent';
      await giveUp(booking, attempts, reason, now, { previousAttempts: attempts }, run);
      return;
    }
    if (!(await Booking.expireReminder(booking.id, booking.startTime, now))) {
      run.skipped += 1;
      return;
    }
    run.expired += 1;
    countMetric('RemindersExpired');
    log('warn', 'lesson reminder dropped: the lesson started before it was sent', {
      bookingId: booking.id,
      startTime: booking.startTime,
    });
    return;
  }
  if (attempts >= MAX_REMINDER_ATTEMPTS) {
    // The run that made the last attempt ended before recording it.
    const reason = lastError ?? 'The last attempt did not finish';
    await giveUp(booking, attempts, reason, now, { previousAttempts: attempts }, run);
    return;
  }

  const leaseUntil = new Date(now.getTime() + REMINDER_LEASE_MS);
  if (!(await Booking.claimReminder(booking.id, booking.startTime, now, leaseUntil, attempts))) {
    run.skipped += 1;
    return;
  }
  const attempt = attempts + 1;
  try {
    const lesson = await lessonFor(booking);
    if (!lesson) throw new Error(`No student ${booking.studentId} for booking ${booking.id}`);
    // An address that bounced for good (or complained) is not mailed: the reminder is closed, with
    // the reason, and no alarm (the bounce was the news; the student's page shows it).
    if (await Suppressions.get(lesson.context.student.email)) {
      if (
        await Booking.giveUpReminder(booking.id, booking.startTime, clock(), suppressionMessages.notSent, {
          leaseUntil,
        })
      ) {
        run.skipped += 1;
        log('info', 'lesson reminder not sent: the address is no longer mailed', { bookingId: booking.id });
      }
      return;
    }
    await sendMail(reminderMail(lesson.context));
  } catch (error) {
    await recordFailure(booking, attempt, leaseUntil, clock(), error, run);
    return;
  }
  await Booking.recordReminderSent(booking.id, booking.startTime, clock());
  run.sent += 1;
  countMetric('RemindersSent');
}

async function recordFailure(
  booking: Booking.BookingItem,
  attempt: number,
  leaseUntil: Date,
  failedAt: Date,
  error: unknown,
  run: ReminderRun,
): Promise<void> {
  const { errorName, errorMessage } = errorFields(error) as { errorName?: string; errorMessage?: string };
  const reason = `${errorName ?? 'Error'}: ${errorMessage ?? String(error)}`.slice(0, 500);
  run.failed += 1;
  countMetric('RemindersFailed');
  const retryAt = nextReminderAttempt(attempt, failedAt, booking.startTime);
  if (!retryAt) {
    await giveUp(booking, attempt, reason, failedAt, { leaseUntil }, run, errorName);
    return;
  }
  // Not applied: rescheduled or canceled meanwhile, which handles the reminder anew.
  await Booking.recordReminderRetry(booking.id, booking.startTime, leaseUntil, retryAt, reason);
  log('warn', 'lesson reminder failed; retried later', {
    bookingId: booking.id,
    attempts: attempt,
    retryAt: retryAt.toISOString(),
    errorName,
  });
}

async function giveUp(
  booking: Booking.BookingItem,
  attempts: number,
  reason: string,
  at: Date,
  holder: { leaseUntil: Date } | { previousAttempts: number },
  run: ReminderRun,
  errorName?: string,
): Promise<void> {
  if (!(await Booking.giveUpReminder(booking.id, booking.startTime, at, reason, holder))) {
    if ('previousAttempts' in holder) run.skipped += 1;
    return;
  }
  run.givenUp += 1;
  countMetric('RemindersGivenUp');
  log('error', 'lesson reminder given up on', {
    bookingId: booking.id,
    startTime: booking.startTime,
    attempts,
    // The error's name only: its text may hold the address.
    errorName,
  });
}
