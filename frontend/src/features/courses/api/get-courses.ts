import { useQuery } from '@tanstack/react-query';
import type { CourseLevel, CourseSummary } from '@app/shared/courses/schemas';
import type { Page } from '@app/shared/http/page';
import { api } from '../../../lib/api-client';

export type CoursePage = Page<CourseSummary>;

export function getPublishedCourses(level?: CourseLevel): Promise<CoursePage> {
  return api<CoursePage>('/courses', { query: { level, limit: '100' } });
}

export function usePublishedCourses(level?: CourseLevel) {
  return useQuery({ queryKey: ['courses', 'published', level ?? 'all'], queryFn: () => getPublishedCourses(level) });
}
