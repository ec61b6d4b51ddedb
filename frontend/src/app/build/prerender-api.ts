import type { QueryInput, ResponseOf } from '@app/shared/http/contract';
import { fillPath, splitRouteKey } from '@app/shared/http/route-key';

/**
 * Build-time reads of the published catalogue, for prerendering. Only route `loader`s (which run
 * at build time and never ship to the browser) and react-router.config.ts use this module. The
 * reads are typed from the HTTP contract, like the browser's API client.
 *
 * env PRERENDER_API: the API to read, e.g. http://localhost:5173/api (a running `npm start`) or
 * https://your-domain.com/api. Unset: course data is not prerendered and course pages render in
 * the browser from the live API.
 */
export function prerenderApi(): string | undefined {
  return process.env.PRERENDER_API?.replace(/\/+$/, '') || undefined;
}

type CatalogueKey = 'GET /api/courses' | 'GET /api/courses/{courseId}' | 'GET /api/tutors';

async function read<K extends CatalogueKey>(
  key: K,
  params: Record<string, string>,
  query: QueryInput<'GET /api/courses'> = {},
): Promise<ResponseOf<K>> {
  const base = prerenderApi();
  if (!base) throw new Error('PRERENDER_API is not set');
  const url = new URL(`${base}${fillPath(splitRouteKey(key).path, params).slice('/api'.length)}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Prerender: GET ${url.href} answered ${response.status}`);
  return (await response.json()) as ResponseOf<K>;
}

/** The first page of the published catalogue, exactly as the courses page asks for it. */
export function readCourseListPage() {
  return read('GET /api/courses', {}, { limit: 100 });
}

/** Every published course's id, following `nextCursor` to the last page. */
export async function readPublishedCourseIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await read('GET /api/courses', {}, { limit: 100, cursor });
    ids.push(...page.items.map((course) => course.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

export function readCourse(courseId: string) {
  return read('GET /api/courses/{courseId}', { courseId });
}

/** The tutors the About page introduces. */
export function readPublicTutors() {
  return read('GET /api/tutors', {});
}
