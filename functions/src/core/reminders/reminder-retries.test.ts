import { describe, expect, it } from 'vitest';
import { atOffsetOf } from '../../db/entities/booking';
import {
  LAST_TRY_BEFORE_START_MS,
  MAX_REMINDER_ATTEMPTS,
  lessonStarted,
  nextReminderAttempt,
  reminderRetryDelayMs,
} from './reminder-retries';

const MINUTE = 60_000;

/** When a failed lesson reminder is tried again, and when it is given up on. */
describe('lesson reminder retries', () => {
  const failedAt = new Date('2026-12-01T10:00:00.000Z');
  const tomorrow = '2026-12-02T10:00:00.000Z';

  it('waits 5, 15, then 45 minutes, and gives up after the fourth send', () => {
    expect([1, 2, 3].map(reminderRetryDelayMs)).toEqual([5 * MINUTE, 15 * MINUTE, 45 * MINUTE]);
    expect(MAX_REMINDER_ATTEMPTS).toBe(4);
    expect(nextReminderAttempt(1, failedAt, tomorrow)).toEqual(new Date(failedAt.getTime() + 5 * MINUTE));
    expect(nextReminderAttempt(3, failedAt, tomorrow)).toEqual(new Date(failedAt.getTime() + 45 * MINUTE));
    expect(nextReminderAttempt(4, failedAt, tomorrow)).toBeNull();
  });

  it('never waits past the lesson’s start, and gives up when no try is left before it', () => {
    const inTenMinutes = new Date(failedAt.getTime() + 10 * MINUTE).toISOString();
    expect(nextReminderAttempt(2, failedAt, inTenMinutes)).toEqual(
      new Date(failedAt.getTime() + 10 * MINUTE - LAST_TRY_BEFORE_START_MS),
    );
    const inOneMinute = new Date(failedAt.getTime() + MINUTE).toISOString();
    expect(nextReminderAttempt(1, failedAt, inOneMinute)).toBeNull();
    expect(nextReminderAttempt(1, failedAt, '2026-12-01T09:00:00.000Z')).toBeNull();
  });

  it('reads start times in any UTC offset and with microseconds', () => {
    expect(lessonStarted('2026-12-01T15:00:00+05:00', failedAt)).toBe(true);
    expect(lessonStarted('2026-12-01T09:59:59.999999Z', failedAt)).toBe(true);
    expect(lessonStarted('2026-12-01T10:00:01.000000Z', failedAt)).toBe(false);
  });

  it('writes the time in the start time’s own offset for the claim’s condition, so they compare as strings', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    expect(atOffsetOf('2026-12-01T15:00:00.000000Z', now)).toBe('2026-12-01T10:00:00.000Z');
    expect(atOffsetOf('2026-12-01T15:30:00+05:30', now)).toBe('2026-12-01T15:30:00.000+05:30');
    expect(atOffsetOf('2026-12-01T05:00:00-05:00', now)).toBe('2026-12-01T05:00:00.000-05:00');
    // Later start times sort after the time written so, earlier ones before it.
    expect('2026-12-01T15:31:00+05:30' > atOffsetOf('2026-12-01T15:31:00+05:30', now)).toBe(true);
    expect('2026-12-01T15:29:00+05:30' > atOffsetOf('2026-12-01T15:29:00+05:30', now)).toBe(false);
    expect('2026-12-01T10:00:01.000000Z' > atOffsetOf('2026-12-01T10:00:01.000000Z', now)).toBe(true);
  });
});
