import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseInput, CourseUpdateInput } from '@app/shared/courses/schemas';
import { apiCall } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

export type PublishedFilter = 'all' | 'published' | 'draft';

/** Every course matching the filter, so the grid shows all of them. */
function listAdminCourses(filter: PublishedFilter, q: string) {
  return fetchAllPages('GET /api/admin/courses', {
    published: filter === 'all' ? undefined : filter === 'published' ? 'true' : 'false',
    q: q || undefined,
  });
}

export function useAdminCourses(filter: PublishedFilter, q: string) {
  return useQuery({ queryKey: ['admin-courses', filter, q], queryFn: () => listAdminCourses(filter, q) });
}

export function useAdminCourse(courseId: string | null) {
  return useQuery({
    queryKey: ['admin-courses', 'detail', courseId],
    queryFn: () => apiCall('GET /api/admin/courses/{courseId}', { params: { courseId: courseId! } }),
    enabled: Boolean(courseId),
    // A refetch while the dialog is open would replace what the admin is typing.
    refetchOnWindowFocus: false,
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
    mutationFn: (
      save: { courseId: null; input: CourseInput } | { courseId: string; input: CourseInput; version: number },
    ) =>
      save.courseId
        ? apiCall('PUT /api/admin/courses/{courseId}', {
            params: { courseId: save.courseId },
            body: { ...save.input, version: save.version } satisfies CourseUpdateInput,
          })
        : apiCall('POST /api/admin/courses', { body: save.input }),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: string) => apiCall('DELETE /api/admin/courses/{courseId}', { params: { courseId } }),
    onSuccess: invalidate,
  });
}
