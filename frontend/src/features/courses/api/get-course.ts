import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function usePublishedCourse(courseId: string) {
  return useQuery({
    queryKey: ['courses', 'detail', courseId],
    queryFn: () => apiCall('GET /api/courses/{courseId}', { params: { courseId } }),
  });
}
