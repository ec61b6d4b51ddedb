import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnerDataKey } from '../../../lib/query-keys';

/** The current learner's balance for one course (GET /api/me/courses/{courseId}?learnerId=), keyed by learner. */
export function useCourseBalance(courseId: string, learnerId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...learnerDataKey(learnerId), 'courses', courseId],
    queryFn: () => apiCall('GET /api/me/courses/{courseId}', { params: { courseId }, query: { learnerId } }),
    enabled,
  });
}
