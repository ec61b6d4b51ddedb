import type { Lesson } from '@app/shared/lessons/lessons';

/** How far ahead the portal's Upcoming list looks, after today. */
export const UPCOMING_DAYS = 14;
/** How far back the portal looks for lessons still waiting for their attendance. */
export const OVERDUE_DAYS = 14;

/** Midnight, `days` days after the day of `now`, in the viewer's (the tutor's) own time zone. */
export function startOfDay(now: Date, days = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
}

/**
 * The one range the portal's home asks for (from inclusive, to exclusive, both instants): from
 * midnight `OVERDUE_DAYS` ago to the end of the `UPCOMING_DAYS`th day after today, by the tutor's
 * clock, so "today" is the tutor's today wherever the server is (29 days, within the API's 62).
 */
export function homeRange(now: Date): { from: string; to: string } {
  return {
    from: startOfDay(now, -OVERDUE_DAYS).toISOString(),
    to: startOfDay(now, UPCOMING_DAYS + 1).toISOString(),
  };
}

export interface LessonDays {
  /** Lessons of earlier days still waiting for their attendance, oldest first. */
  overdue: Lesson[];
  today: Lesson[];
  /** From tomorrow to the end of the range. */
  upcoming: Lesson[];
}

/** The home's lists: each in start order, by the tutor's own days. */
export function splitByDay(lessons: readonly Lesson[], now: Date): LessonDays {
  const today = startOfDay(now).getTime();
  const tomorrow = startOfDay(now, 1).getTime();
  const end = startOfDay(now, UPCOMING_DAYS + 1).getTime();
  const sorted = [...lessons].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const at = (lesson: Lesson) => Date.parse(lesson.startTime);
  return {
    overdue: sorted.filter((lesson) => at(lesson) < today && lesson.state === 'awaiting_attendance'),
    today: sorted.filter((lesson) => at(lesson) >= today && at(lesson) < tomorrow),
    upcoming: sorted.filter((lesson) => at(lesson) >= tomorrow && at(lesson) < end),
  };
}

/** A lesson's start as its list says it: the time alone today, else the day too; with the zone. */
export function lessonTime(iso: string, options: { withDay: boolean; locale?: string; timeZone?: string }): string {
  return new Intl.DateTimeFormat(options.locale, {
    ...(options.withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).format(new Date(iso));
}

/** The tutor's own time zone, as the portal names it ("Europe/London"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether the tutor can act on the lesson's attendance now: it started and nothing is recorded. */
export const awaitsAttendance = (lesson: Pick<Lesson, 'state'>) => lesson.state === 'awaiting_attendance';

/** A cancelled lesson (by the learner or by the school): no join link, no attendance, no note. */
export const isCanceled = (lesson: Pick<Lesson, 'state'>) =>
  lesson.state === 'canceled' || lesson.state === 'canceled_by_school';
