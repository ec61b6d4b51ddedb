import type { AppLoadContext } from 'react-router';
import type { QueryInput, ResponseOf } from '@app/shared/http/contract';
import { fillPath, splitRouteKey } from '@app/shared/http/route-key';
import { CATALOGUE_PAGE_SIZE, wholeCatalogue, type CatalogueSource } from '@app/shared/site/catalogue-source';

/**
 * Server-side reads of the published catalogue, for the route `loader`s (which run on the server
 * only and never ship to the browser) and react-router.config.ts. A loader reads from the source
 * its caller gives in the load context (the page function reads the table), else over HTTP from
 * PRERENDER_API at build time, typed from the HTTP contract like the browser's API client.
 *
 * env PRERENDER_API: the API to read, e.g. http://localhost:5173/api (a running `npm start`) or
 * https://your-domain.com/api. Unset: course data is not prerendered and course pages render in
 * the browser from the live API.
 */
export function prerenderApi(): string | undefined {
  return process.env.PRERENDER_API?.replace(/\/+$/, '') || undefined;
}

type CatalogueKey =
  'GET /api/courses' | 'GET /api/courses/{courseId}' | 'GET /api/tutors' | 'GET /api/certificates/{code}';

/** The answers that mean "none" (null), not a failed build: a code of the wrong shape (400) is none too. */
const NONE_WHEN: Partial<Record<CatalogueKey, number[]>> = {
  'GET /api/courses/{courseId}': [404],
  'GET /api/certificates/{code}': [400, 404],
};

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
  if (NONE_WHEN[key]?.includes(response.status)) return null as ResponseOf<K>;
  if (!response.ok) throw new Error(`Prerender: GET ${url.href} answered ${response.status}`);
  return (await response.json()) as ResponseOf<K>;
}

/** The build's source: the API at PRERENDER_API. */
const httpCatalogue: CatalogueSource = {
  publishedCourses: () =>
    wholeCatalogue((cursor) => read('GET /api/courses', {}, { limit: CATALOGUE_PAGE_SIZE, cursor })),
  course: (courseId) => read('GET /api/courses/{courseId}', { courseId }),
  publicTutors: () => read('GET /api/tutors', {}),
  certificate: (code) => read('GET /api/certificates/{code}', { code }),
};

declare module 'react-router' {
  interface AppLoadContext {
    /** Given by the page function: the catalogue read from the table. */
    catalogue?: CatalogueSource;
  }
}

/** The source a loader reads: its caller's, else the build's API, else none (the browser loads the data). */
export function catalogueOf(context: AppLoadContext | undefined): CatalogueSource | null {
  return context?.catalogue ?? (prerenderApi() ? httpCatalogue : null);
}

/** Every published course's id, following `nextCursor` to the last page. */
export async function readPublishedCourseIds(): Promise<string[]> {
  return (await httpCatalogue.publishedCourses()).items.map((course) => course.id);
}
