import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@app/shared/courses/schemas';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

export interface CourseCounts {
  total: number;
  published: number;
  drafts: number;
}

export async function getCourseCounts(): Promise<CourseCounts> {
  const courses = await fetchAllPages<CourseSummary>('/admin/courses');
  const published = courses.filter((course) => course.isPublished).length;
  return { total: courses.length, published, drafts: courses.length - published };
}

/** Under 'admin-courses', so saving or deleting a course (which invalidates that key) refreshes the counts. */
export const courseCountsQueryKey = ['admin-courses', 'counts'] as const;

export const courseCountsQueryOptions = () =>
  queryOptions({ queryKey: courseCountsQueryKey, queryFn: getCourseCounts });

export function useCourseCounts() {
  return useQuery(courseCountsQueryOptions());
}
