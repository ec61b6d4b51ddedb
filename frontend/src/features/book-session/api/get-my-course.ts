import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** GET /api/me/courses/{courseId}: the course, the student's balance for it, and its prefilled booking link. */
export const getMyCourse = (courseId: string) => apiCall('GET /api/me/courses/{courseId}', { params: { courseId } });

export const myCourseQueryKey = (courseId: string) => [...studentDataKey, 'courses', courseId] as const;

export const myCourseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: myCourseQueryKey(courseId), queryFn: () => getMyCourse(courseId) });

export function useMyCourse(courseId: string, enabled = true) {
  return useQuery({ ...myCourseQueryOptions(courseId), enabled });
}
