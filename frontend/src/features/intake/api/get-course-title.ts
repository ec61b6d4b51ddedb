import { useQuery } from '@tanstack/react-query';
import type { Course } from '@app/shared/courses/schemas';
import { api } from '../../../lib/api-client';

/** The title of the published course the form was opened for; not asked when there is none. */
export function useCourseTitle(courseId: string | undefined) {
  return useQuery({
    queryKey: ['courses', 'detail', courseId],
    queryFn: () => api<Course>(`/courses/${encodeURIComponent(courseId!)}`),
    enabled: Boolean(courseId),
    select: (course) => course.title,
  });
}
