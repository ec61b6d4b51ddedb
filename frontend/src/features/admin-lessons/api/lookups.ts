import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { adminKeys } from '../../../lib/query-keys';

/**
 * What the lessons screens choose from: tutors, courses, students. (The tutors and students
 * screens have their own copies under the same keys: features do not import one another.)
 */
export const listTutors = () => apiCall('GET /api/admin/tutors').then((answer) => answer.items);
export const tutorsQueryKey = [...adminKeys.tutors, 'list'] as const;

export function useTutorOptions() {
  return useQuery({ queryKey: tutorsQueryKey, queryFn: listTutors });
}

/** Every course, published or not: lessons of a course now in draft are still listed. */
export const listAllCourses = () => fetchAllPages('GET /api/admin/courses');
export const allCoursesQueryKey = [...adminKeys.courses, 'all'] as const;

export function useCourseOptions() {
  return useQuery({ queryKey: allCoursesQueryKey, queryFn: listAllCourses });
}

export const STUDENT_MATCHES = 10;

/** GET /api/admin/students?q=: the first learners matching a name (theirs or their parent's) or an e-mail. */
export const searchStudents = (q: string) =>
  apiCall('GET /api/admin/students', { query: { q, limit: STUDENT_MATCHES } }).then((page) => page.items);
export const studentSearchQueryKey = (q: string) => [...adminKeys.students, 'search', q] as const;

export function useStudentSearch(q: string) {
  return useQuery({ queryKey: studentSearchQueryKey(q), queryFn: () => searchStudents(q), enabled: q.length > 0 });
}

/** The learner named by `?studentId=`, for their name (the student page reads the same). */
export const getStudent = (studentId: string) =>
  apiCall('GET /api/admin/students/{studentId}', { params: { studentId } });
export const studentQueryKey = (studentId: string) => [...adminKeys.students, 'detail', studentId] as const;

export function useStudentName(studentId: string, enabled: boolean) {
  return useQuery({
    queryKey: studentQueryKey(studentId),
    queryFn: () => getStudent(studentId),
    enabled: enabled && Boolean(studentId),
    select: (detail) => detail.profile.fullName,
  });
}

/** GET /api/admin/students/{id}/progress */
export const getProgress = (studentId: string) =>
  apiCall('GET /api/admin/students/{studentId}/progress', { params: { studentId } });
export const progressQueryKey = (studentId: string) => [...adminKeys.lessons, 'progress', studentId] as const;

export function useProgress(studentId: string) {
  return useQuery({ queryKey: progressQueryKey(studentId), queryFn: () => getProgress(studentId) });
}
