import { useQuery } from '@tanstack/react-query';
import { publishedCoursesQuery } from '../../../lib/published-courses';

/** The published courses of every level (the page filters by level). */
export function usePublishedCourses() {
  return useQuery(publishedCoursesQuery());
}
