import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@app/shared/http/page';
import type { CourseSummary } from '@app/shared/courses/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/courses?limit=100: the published courses a package can be for. */
export const getCourseOptions = () => api<Page<CourseSummary>>('/courses', { query: { limit: '100' } });

/** The catalogue's key for the same request ('all' levels), so the two share one cached answer. */
export const courseOptionsQueryKey = ['courses', 'published', 'all'] as const;

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });

export function useCourseOptions(enabled: boolean) {
  return useQuery({ ...courseOptionsQueryOptions(), enabled });
}
