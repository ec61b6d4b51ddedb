import { describe, expect, it } from 'vitest';
import type { Booking } from '@app/shared/bookings/schemas';
import { canJoin, formatSessionTime } from '../session-time';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-03-02T12:00:00Z');
const session = (startsIn: number, overrides: Partial<Booking> = {}) =>
  ({
    status: 'scheduled',
    startTime: new Date(now + startsIn).toISOString(),
    endTime: new Date(now + startsIn + HOUR).toISOString(),
    joinUrl: 'https://meet.example.com/x',
    ...overrides,
  }) as Booking;

describe('formatSessionTime', () => {
  it("shows the time in the viewer's zone, with the zone's abbreviation", () => {
    const iso = '2026-03-02T15:00:00Z';
    expect(formatSessionTime(iso, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mon, Mar 2, 2026, 3:00 PM UTC');
    expect(formatSessionTime(iso, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Mon, Mar 2, 2026, 10:00 AM EST',
    );
  });
});

describe('canJoin', () => {
  it('offers Join from 24 hours before the start until the end', () => {
    expect(canJoin(session(24 * HOUR), now)).toBe(true);
    expect(canJoin(session(-HOUR / 2), now)).toBe(true);
    expect(canJoin(session(24 * HOUR + 60_000), now)).toBe(false);
    expect(canJoin(session(-2 * HOUR), now)).toBe(false);
  });
  it('needs a meeting link and a session that is not canceled', () => {
    expect(canJoin(session(HOUR, { joinUrl: null }), now)).toBe(false);
    expect(canJoin(session(HOUR, { status: 'canceled' }), now)).toBe(false);
  });
});
