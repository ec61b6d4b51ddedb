/**
 * When a lesson reminder whose send failed is tried again, and when it is given up on. Pure: the
 * run (send-due-reminders.ts) applies it.
 */

/** Sends of one reminder, in all, before it is given up on. */
export const MAX_REMINDER_ATTEMPTS = 4;
/** The wait after the first failed send; each later one is three times the previous (5, 15, 45 min). */
const FIRST_RETRY_MS = 5 * 60_000;
const RETRY_FACTOR = 3;
/** The last try is due at least this long before the lesson starts (a reminder after it is no use). */
export const LAST_TRY_BEFORE_START_MS = 60_000;

/** The wait after failed send number `attempts` (1, 2, 3 …): 5 min, 15 min, 45 min … */
export function reminderRetryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * RETRY_FACTOR ** Math.max(0, attempts - 1);
}

/**
 * When the next send is due after send number `attempts` failed at `failedAt`, for a lesson
 * starting at `startTime`: after the wait, but never later than a minute before the start. Null
 * when the reminder is given up on instead: `MAX_REMINDER_ATTEMPTS` sends made, or no time left
 * before the lesson for another.
 */
export function nextReminderAttempt(attempts: number, failedAt: Date, startTime: string): Date | null {
  if (attempts >= MAX_REMINDER_ATTEMPTS) return null;
  const latest = new Date(startTime).getTime() - LAST_TRY_BEFORE_START_MS;
  const next = Math.min(failedAt.getTime() + reminderRetryDelayMs(attempts), latest);
  return next > failedAt.getTime() ? new Date(next) : null;
}

/** A lesson starting at `startTime` has started at `now` (its reminder is never sent then). */
export function lessonStarted(startTime: string, now: Date): boolean {
  return new Date(startTime).getTime() <= now.getTime();
}
