import type { Course, CourseSummary } from '@app/shared/courses/schemas';
import type { Page } from '@app/shared/http/page';

/**
 * Build-time reads of the published catalogue, for prerendering. Only route `loader`s (which run
 * at build time and never ship to the browser) and react-router.config.ts use this module.
 *
 * env PRERENDER_API: the API to read, e.g. http://localhost:5173/api (a running `npm start`) or
 * https://your-domain.com/api. Unset: course data is not prerendered and course pages render in
 * the browser from the live API.
 */
export function prerenderApi(): string | undefined {
  return process.env.PRERENDER_API?.replace(/\/+$/, '') || undefined;
}

async function read<T>(path: string): Promise<T> {
  const base = prerenderApi();
  if (!base) throw new Error('PRERENDER_API is not set');
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Prerender: GET ${base}${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first page of the published catalogue, exactly as the courses page asks for it. */
export function readCourseListPage(): Promise<Page<CourseSummary>> {
  return read<Page<CourseSummary>>('/courses?limit=100');
}

/** Every published course's id, following `nextCursor` to the last page. */
export async function readPublishedCourseIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/courses?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page<CourseSummary> = await read<Page<CourseSummary>>(query);
    ids.push(...page.items.map((course) => course.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

export function readCourse(courseId: string): Promise<Course> {
  return read<Course>(`/courses/${encodeURIComponent(courseId)}`);
}
