import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/courses/{id}: the published course the packages are for (its title). */
export const getCourse = (courseId: string) => apiCall('GET /api/courses/{courseId}', { params: { courseId } });

/** The course page's key for the same answer, so arriving from there needs no second request. */
export const courseQueryKey = (courseId: string) => ['courses', 'detail', courseId] as const;

export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseQueryKey(courseId), queryFn: () => getCourse(courseId) });

export function useCourse(courseId: string | undefined) {
  return useQuery({ ...courseQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}
