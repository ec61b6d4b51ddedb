import { useMutation } from '@tanstack/react-query';
import type { StudentProfile, StudentStatus } from '@app/shared/students/schemas';
import { api } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/students/{id}: active, inactive (cannot book) or on hold. */
export const updateStudentStatus = (studentId: string, status: StudentStatus) =>
  api<StudentProfile>(`/admin/students/${encodeURIComponent(studentId)}`, { method: 'PATCH', body: { status } });

export function useUpdateStudentStatus(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (status: StudentStatus) => updateStudentStatus(studentId, status),
    onSuccess: () => invalidate(adminKeys.students),
  });
}
