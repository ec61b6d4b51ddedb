import { useQuery } from '@tanstack/react-query';
import type { Course } from '@app/shared/courses/schemas';
import { api } from '../../../lib/api-client';

export function usePublishedCourse(courseId: string) {
  return useQuery({
    queryKey: ['courses', 'detail', courseId],
    queryFn: () => api<Course>(`/courses/${encodeURIComponent(courseId)}`),
  });
}
