import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@app/shared/students/my-data';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/students/{id}/deletion: the account deleted at the student's request. */
export function useDeleteStudentAccount(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiCall('POST /api/admin/students/{studentId}/deletion', { params: { studentId }, body: input }),
    onSuccess: () => invalidate(adminKeys.students),
  });
}
