const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** How long ago (or until) a moment is, in words: '5 minutes ago', 'yesterday', 'now'. */
export function relativeTime(iso: string, now: number = Date.now(), locale = 'en'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A moment in the viewer's own time zone ('Mar 2, 2026, 3:00 PM'). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A day in the viewer's own time zone ('Mar 2, 2026'). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A session or booking time with the zone's abbreviation, since students and tutors live in different zones. */
export function formatZonedTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const utcDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A day in words, in UTC ('2 March 2026'), as the dashboard's certificates show it: an expiry (the
 * end of a UTC day) or a day something was asked for reads the same wherever the reader is.
 */
export function formatUtcDay(iso: string): string {
  return utcDayFormat.format(new Date(iso));
}
