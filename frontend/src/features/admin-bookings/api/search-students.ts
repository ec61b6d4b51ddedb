import { useQuery } from '@tanstack/react-query';
import type { Page } from '@app/shared/http/page';
import type { StudentProfile } from '@app/shared/students/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const STUDENT_MATCHES = 10;

/** GET /api/admin/students?q=: the first students matching a name or e-mail, for the assign dialog. */
export const searchStudents = (q: string) =>
  api<Page<StudentProfile>>('/admin/students', { query: { q, limit: String(STUDENT_MATCHES) } }).then(
    (page) => page.items,
  );

export const studentSearchQueryKey = (q: string) => [...adminKeys.students, 'search', q] as const;

export function useStudentSearch(q: string) {
  return useQuery({ queryKey: studentSearchQueryKey(q), queryFn: () => searchStudents(q), enabled: q.length > 0 });
}
