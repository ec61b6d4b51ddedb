import { useMemo } from 'react';
import type { StudentDetail } from '@app/shared/admin/students';
import { usePublishedCourseOptions } from '../../lib/admin-queries';

export interface CourseOption {
  id: string;
  title: string;
}

/**
 * The courses a form about this student offers: the student's own courses first (they may be
 * unpublished now), then the other published courses. `failed`: the published ones could not be
 * loaded, so only the student's are listed.
 */
export function useCourseOptions(detail: StudentDetail): { options: CourseOption[]; failed: boolean } {
  const courses = usePublishedCourseOptions();
  const options = useMemo(() => {
    const seen = new Set<string>();
    const list: CourseOption[] = [];
    for (const balance of detail.balances) {
      seen.add(balance.courseId);
      list.push({ id: balance.courseId, title: balance.courseTitle ?? 'Untitled course' });
    }
    for (const course of courses.data ?? []) {
      if (!seen.has(course.id)) list.push({ id: course.id, title: course.title });
    }
    return list;
  }, [detail.balances, courses.data]);
  return { options, failed: courses.isError };
}
