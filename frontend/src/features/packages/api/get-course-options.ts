import { useQuery } from '@tanstack/react-query';
import { publishedCoursesQuery } from '../../../lib/published-courses';

/** The published courses a package can be for: the catalogue's own cached answer. */
export function useCourseOptions(enabled: boolean) {
  return useQuery({ ...publishedCoursesQuery(), enabled });
}
