import { useQuery } from '@tanstack/react-query';
import type { CourseLevel } from '@app/shared/courses/schemas';
import { apiCall } from '../../../lib/api-client';

/** GET /api/courses: the published courses, of one level or all, up to 100. */
export const getPublishedCourses = (level?: CourseLevel) =>
  apiCall('GET /api/courses', { query: { level, limit: 100 } });

export function usePublishedCourses(level?: CourseLevel) {
  return useQuery({ queryKey: ['courses', 'published', level ?? 'all'], queryFn: () => getPublishedCourses(level) });
}
