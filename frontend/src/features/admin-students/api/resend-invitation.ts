import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/students/{id}/invitation: a new temporary password by e-mail (409 once they signed in). */
export function useResendInvitation(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => apiCall('POST /api/admin/students/{studentId}/invitation', { params: { studentId }, body: {} }),
    // The activity log gains an entry either way.
    onSettled: () => invalidate(adminKeys.activity),
  });
}
