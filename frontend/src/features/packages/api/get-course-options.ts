import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/courses?limit=100: the published courses a package can be for. */
export const getCourseOptions = () => apiCall('GET /api/courses', { query: { limit: 100 } });

/** The catalogue's key for the same request ('all' levels), so the two share one cached answer. */
export const courseOptionsQueryKey = ['courses', 'published', 'all'] as const;

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });

export function useCourseOptions(enabled: boolean) {
  return useQuery({ ...courseOptionsQueryOptions(), enabled });
}
