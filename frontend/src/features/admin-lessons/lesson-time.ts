import type { Lesson } from '@app/shared/lessons/lessons';
import { formatZonedTime } from '../../lib/format-time';

const clock = (zone: string | undefined) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });

/** The lesson's start in the viewer's own zone, with the zone's abbreviation. */
export const viewerTime = (lesson: Pick<Lesson, 'startTime'>) => formatZonedTime(lesson.startTime);

/** "45 min" (nothing when the end is unknown or not after the start). */
export function duration(lesson: Pick<Lesson, 'startTime' | 'endTime'>): string | null {
  const minutes = Math.round((Date.parse(lesson.endTime) - Date.parse(lesson.startTime)) / 60_000);
  return Number.isFinite(minutes) && minutes > 0 ? `${minutes} min` : null;
}

/**
 * The start as the learner reads it, when their zone shows another time than the viewer's:
 * "Tue, Mar 3, 9:00 PM GMT+3 (Asia/Riyadh)". Null when the same, or the zone is unknown.
 */
export function learnerTime(lesson: Pick<Lesson, 'startTime' | 'timezone'>): string | null {
  if (!lesson.timezone) return null;
  const start = new Date(lesson.startTime);
  try {
    if (clock(lesson.timezone).format(start) === clock(undefined).format(start)) return null;
    const zoned = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: lesson.timezone,
      timeZoneName: 'short',
    }).format(start);
    return `${zoned} (${lesson.timezone})`;
  } catch {
    // A zone name this browser does not know.
    return null;
  }
}
