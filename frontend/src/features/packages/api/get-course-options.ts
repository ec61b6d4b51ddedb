import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@app/shared/site/catalogue-source';
import { apiCall } from '../../../lib/api-client';
import { publishedCoursesKey } from '../../../lib/query-keys';

/** GET /api/courses?limit=100: the published courses a package can be for. */
export const getCourseOptions = () => apiCall('GET /api/courses', { query: { limit: CATALOGUE_PAGE_SIZE } });

/** The catalogue's key for the same request ('all' levels), so the two share one cached answer. */
export const courseOptionsQueryKey = publishedCoursesKey;

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });

export function useCourseOptions(enabled: boolean) {
  return useQuery({ ...courseOptionsQueryOptions(), enabled });
}
