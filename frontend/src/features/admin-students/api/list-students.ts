import type { StudentStatus } from '@app/shared/students/schemas';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

export interface StudentFilters {
  status: StudentStatus | 'all';
  q: string;
}

/** GET /api/admin/students: one page of students, 25 at a time. */
export const listStudents = ({ status, q }: StudentFilters, cursor?: string) =>
  apiCall('GET /api/admin/students', {
    query: { status: status === 'all' ? undefined : status, q: q || undefined, cursor, limit: 25 },
  });

export const studentsQueryKey = (filters: StudentFilters) =>
  [...adminKeys.students, 'list', filters.status, filters.q] as const;

export function useStudents(filters: StudentFilters) {
  return usePagedList({ queryKey: studentsQueryKey(filters), fetchPage: (cursor) => listStudents(filters, cursor) });
}
