import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { adminKeys } from '../../../lib/query-keys';

/** Every course, published or not (100 a page, all pages), for choosing each one's fallback tutor. */
export const listAllCourses = () => fetchAllPages('GET /api/admin/courses');

/** Under the courses root, so a course added, renamed or deleted refreshes the list. */
export const allCoursesQueryKey = [...adminKeys.courses, 'all'] as const;

export function useAllCourses() {
  return useQuery({ queryKey: allCoursesQueryKey, queryFn: listAllCourses });
}

/** GET /api/admin/courses/{id}/tutor: the course's fallback tutor, or none. */
export const getCourseTutor = (courseId: string) =>
  apiCall('GET /api/admin/courses/{courseId}/tutor', { params: { courseId } });

export const courseTutorQueryKey = (courseId: string) => [...adminKeys.tutors, 'course', courseId] as const;

export function useCourseTutor(courseId: string) {
  return useQuery({ queryKey: courseTutorQueryKey(courseId), queryFn: () => getCourseTutor(courseId) });
}

/** PUT /api/admin/courses/{id}/tutor: the tutor a lesson of the course goes to when its host matches no tutor. */
export const setCourseTutor = (courseId: string, tutorId: string | null) =>
  apiCall('PUT /api/admin/courses/{courseId}/tutor', { params: { courseId }, body: { tutorId } });

export function useSetCourseTutor() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ courseId, tutorId }: { courseId: string; tutorId: string | null }) =>
      setCourseTutor(courseId, tutorId),
    onSuccess: (saved) => {
      queryClient.setQueryData(courseTutorQueryKey(saved.courseId), saved);
      return invalidate();
    },
  });
}
