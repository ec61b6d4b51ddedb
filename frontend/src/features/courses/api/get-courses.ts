import { useQuery } from '@tanstack/react-query';
import type { CourseLevel, CourseSummary } from '@app/shared/courses/schemas';
import { api } from '../../../lib/api-client';

export interface CoursePage {
  items: CourseSummary[];
  nextCursor: string | null;
}

export function getPublishedCourses(level?: CourseLevel): Promise<CoursePage> {
  return api<CoursePage>('/courses', { query: { level, limit: '100' } });
}

export function usePublishedCourses(level?: CourseLevel) {
  return useQuery({ queryKey: ['courses', 'published', level ?? 'all'], queryFn: () => getPublishedCourses(level) });
}
