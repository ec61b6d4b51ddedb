import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The signed-in student's balance for one course (GET /api/me/courses/{courseId}). */
export function useCourseBalance(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'courses', courseId],
    queryFn: () => apiCall('GET /api/me/courses/{courseId}', { params: { courseId } }),
    enabled,
  });
}
