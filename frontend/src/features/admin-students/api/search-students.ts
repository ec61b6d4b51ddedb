import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const STUDENT_MATCHES = 10;

/**
 * GET /api/admin/students?q=: the first students matching a name (theirs or their parent's), an
 * e-mail or a phone, for choosing the family a new learner joins. (The bookings screens have their
 * own copy: features do not import one another.)
 */
export const searchStudents = (q: string) =>
  apiCall('GET /api/admin/students', { query: { q, limit: STUDENT_MATCHES } }).then((page) => page.items);

export const studentSearchQueryKey = (q: string) => [...adminKeys.students, 'search', q] as const;

export function useStudentSearch(q: string) {
  return useQuery({ queryKey: studentSearchQueryKey(q), queryFn: () => searchStudents(q), enabled: q.length > 0 });
}
