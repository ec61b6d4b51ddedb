import { useMutation } from '@tanstack/react-query';
import type { StudentStatus } from '@app/shared/students/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/students/{id}: active, inactive (cannot book) or on hold. */
export const updateStudentStatus = (studentId: string, status: StudentStatus) =>
  apiCall('PATCH /api/admin/students/{studentId}', { params: { studentId }, body: { status } });

export function useUpdateStudentStatus(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (status: StudentStatus) => updateStudentStatus(studentId, status),
    onSuccess: () => invalidate(adminKeys.students),
  });
}
