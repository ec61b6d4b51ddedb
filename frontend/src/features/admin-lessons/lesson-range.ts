import { LESSON_STATES, lessonsQuerySchema, type LessonState, type LessonsQuery } from '@app/shared/lessons/lessons';

/** Which lessons the list shows, as the address keeps it (`?range=week&tutorId=none&state=…`). */
export type RangeKind = 'today' | 'week' | 'custom';

export interface LessonFilters {
  range: RangeKind;
  /** Custom range: the first and the last day shown (YYYY-MM-DD, in the viewer's zone). */
  from: string;
  to: string;
  /** A tutor's id, `none` (lessons no tutor matched), or '' for all. */
  tutorId: string;
  courseId: string;
  studentId: string;
  state: LessonState | '';
}

const RANGES: readonly RangeKind[] = ['today', 'week', 'custom'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day in the viewer's zone as YYYY-MM-DD. */
export function dayStamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight at the start of a YYYY-MM-DD day in the viewer's zone, `plusDays` later; null if not a day. */
export function startOfDay(day: string, plusDays = 0): Date | null {
  if (!DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) || dayStamp(new Date(year, month - 1, date)) !== day ? null : start;
}

/** Monday of the week `now` is in (the week runs Monday to Sunday). */
function mondayOf(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
}

export function filtersFromParams(params: URLSearchParams, now: Date = new Date()): LessonFilters {
  const range = RANGES.find((kind) => kind === params.get('range')) ?? 'today';
  const state = LESSON_STATES.find((known) => known === params.get('state')) ?? '';
  const today = dayStamp(now);
  return {
    range,
    from: params.get('from') ?? today,
    to: params.get('to') ?? params.get('from') ?? today,
    tutorId: params.get('tutorId') ?? '',
    courseId: params.get('courseId') ?? '',
    studentId: params.get('studentId') ?? '',
    state,
  };
}

/** The address of the filters: only what differs from "today, everything". */
export function paramsOf(filters: LessonFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.range !== 'today') params.range = filters.range;
  if (filters.range === 'custom') {
    params.from = filters.from;
    params.to = filters.to;
  }
  for (const name of ['tutorId', 'courseId', 'studentId', 'state'] as const) {
    if (filters[name]) params[name] = filters[name];
  }
  return params;
}

/**
 * The start times the range covers, as instants: from the first day's midnight (inclusive) to the
 * midnight after the last day (exclusive), in the viewer's own zone. An unreadable day gives ''.
 */
export function rangeOf(
  filters: Pick<LessonFilters, 'range' | 'from' | 'to'>,
  now: Date = new Date(),
): { from: string; to: string } {
  if (filters.range === 'custom') {
    return {
      from: startOfDay(filters.from)?.toISOString() ?? '',
      to: startOfDay(filters.to, 1)?.toISOString() ?? '',
    };
  }
  const first = filters.range === 'week' ? mondayOf(now) : new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = filters.range === 'week' ? 7 : 1;
  const end = new Date(first.getFullYear(), first.getMonth(), first.getDate() + days);
  return { from: first.toISOString(), to: end.toISOString() };
}

/** The query the list and the CSV export send. */
export function lessonsQueryOf(filters: LessonFilters, now: Date = new Date()): LessonsQuery {
  return {
    ...rangeOf(filters, now),
    tutorId: filters.tutorId || undefined,
    courseId: filters.courseId || undefined,
    studentId: filters.studentId || undefined,
    state: filters.state || undefined,
  };
}

/** Why the address's range cannot be asked for (the API's own messages), or null. */
export function rangeProblem(query: LessonsQuery): string | null {
  const result = lessonsQuerySchema.safeParse(query);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid filters');
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Mon, Mar 2, 2026 – Sun, Mar 8, 2026": the days a range covers, in words. */
export function describeDays(range: { from: string; to: string }): string {
  const first = new Date(range.from);
  const end = new Date(range.to);
  if (Number.isNaN(first.getTime()) || Number.isNaN(end.getTime())) return '';
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  return dayStamp(first) === dayStamp(last)
    ? dayFormat.format(first)
    : `${dayFormat.format(first)} – ${dayFormat.format(last)}`;
}
