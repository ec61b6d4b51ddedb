import { useMutation } from '@tanstack/react-query';
import type { StudentStatus } from '@app/shared/students/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';
import { isStaleSave } from '../../../lib/use-based-on';

/** PATCH /api/admin/students/{id}: active, inactive (cannot book) or on hold. */
export const updateStudentStatus = (studentId: string, change: { status: StudentStatus; version: number }) =>
  apiCall('PATCH /api/admin/students/{studentId}', { params: { studentId }, body: change });

export function useUpdateStudentStatus(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (change: { status: StudentStatus; version: number }) => updateStudentStatus(studentId, change),
    onSuccess: () => invalidate(adminKeys.students),
    // Someone else saved the student: load their version (the form keeps the chosen status).
    onError: (error) => {
      if (isStaleSave(error)) void invalidate(adminKeys.students);
    },
  });
}
