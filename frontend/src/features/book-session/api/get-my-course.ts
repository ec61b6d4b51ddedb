import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnerDataKey } from '../../../lib/query-keys';

/**
 * GET /api/me/courses/{courseId}?learnerId=: the course, the learner's balance for it, and its
 * booking link prefilled for that learner.
 */
export const getMyCourse = (courseId: string, learnerId: string | undefined) =>
  apiCall('GET /api/me/courses/{courseId}', { params: { courseId }, query: { learnerId } });

export const myCourseQueryKey = (courseId: string, learnerId: string | undefined) =>
  [...learnerDataKey(learnerId), 'courses', courseId] as const;

export const myCourseQueryOptions = (courseId: string, learnerId: string | undefined) =>
  queryOptions({ queryKey: myCourseQueryKey(courseId, learnerId), queryFn: () => getMyCourse(courseId, learnerId) });

export function useMyCourse(courseId: string, learnerId: string | undefined, enabled = true) {
  return useQuery({ ...myCourseQueryOptions(courseId, learnerId), enabled });
}
