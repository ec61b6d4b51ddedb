import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@app/shared/site/catalogue-source';
import { apiCall } from '../../../lib/api-client';
import { publishedCoursesKey } from '../../../lib/query-keys';

/** GET /api/courses: the published courses of every level, up to 100 (the page filters by level). */
export const getPublishedCourses = () => apiCall('GET /api/courses', { query: { limit: CATALOGUE_PAGE_SIZE } });

export function usePublishedCourses() {
  return useQuery({ queryKey: publishedCoursesKey, queryFn: getPublishedCourses });
}
