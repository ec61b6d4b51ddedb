import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The title of the published course the form was opened for; not asked when there is none. */
export function useCourseTitle(courseId: string | undefined) {
  return useQuery({
    queryKey: ['courses', 'detail', courseId],
    queryFn: () => apiCall('GET /api/courses/{courseId}', { params: { courseId: courseId! } }),
    enabled: Boolean(courseId),
    select: (course) => course.title,
  });
}
