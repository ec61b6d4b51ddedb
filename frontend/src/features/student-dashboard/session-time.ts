import type { Booking } from '@app/shared/bookings/schemas';

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
