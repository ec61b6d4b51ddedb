import { changeInTime, LATE_CHANGE_NOTE, type Booking } from '@app/shared/bookings/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session's start in the viewer's own time zone, with the zone's abbreviation, since students
 * and tutors live in different zones ('Mon, Mar 2, 2026, 3:00 PM EST'). The options are for tests.
 */
export function formatSessionTime(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).format(new Date(iso));
}

/** The Join link shows from 24 hours before a session until it ends, when the session has a meeting link. */
export function canJoin(booking: Booking, now: number = Date.now()): boolean {
  if (!booking.joinUrl || booking.status === 'canceled') return false;
  return Date.parse(booking.startTime) - now <= DAY_MS && Date.parse(booking.endTime) > now;
}

/** What a lesson moved less than 24 hours before its time says: its session is spent whatever happens next. */
export const SESSION_USED_NOTE =
  'This lesson was moved less than 24 hours before its time: its session is used, and cancelling it returns nothing.';

/** What a lesson's change would cost now: nothing said while it is free to cancel or move. */
export function changeNote(booking: Booking, now: Date = new Date()): string | null {
  if (booking.status === 'canceled') return null;
  if (booking.sessionUsed) return SESSION_USED_NOTE;
  return changeInTime(now, booking.startTime) ? null : LATE_CHANGE_NOTE;
}
