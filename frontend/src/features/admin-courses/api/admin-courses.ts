import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput, CourseSummary } from '@app/shared/courses/schemas';
import { api } from '../../../lib/api-client';

export type PublishedFilter = 'all' | 'published' | 'draft';

interface CourseList {
  items: CourseSummary[];
  nextCursor: string | null;
}

/** Every course matching the filter; follows the cursor so the grid shows all of them. */
async function listAdminCourses(filter: PublishedFilter, q: string): Promise<CourseSummary[]> {
  const items: CourseSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await api<CourseList>('/admin/courses', {
      query: {
        published: filter === 'all' ? undefined : String(filter === 'published'),
        q: q || undefined,
        limit: '100',
        cursor,
      },
    });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

export function useAdminCourses(filter: PublishedFilter, q: string) {
  return useQuery({ queryKey: ['admin-courses', filter, q], queryFn: () => listAdminCourses(filter, q) });
}

export function useAdminCourse(courseId: string | null) {
  return useQuery({
    queryKey: ['admin-courses', 'detail', courseId],
    queryFn: () => api<Course>(`/admin/courses/${courseId}`),
    enabled: Boolean(courseId),
  });
}

function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-courses'] }),
      queryClient.invalidateQueries({ queryKey: ['courses'] }),
    ]);
}

export function useSaveCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ courseId, input }: { courseId: string | null; input: CourseInput }) =>
      courseId
        ? api<Course>(`/admin/courses/${courseId}`, { method: 'PUT', body: input })
        : api<Course>('/admin/courses', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: string) => api<void>(`/admin/courses/${courseId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
