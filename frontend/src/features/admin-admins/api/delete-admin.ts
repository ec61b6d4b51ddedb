import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/admins/{id}; 409 for yourself, a super admin, or the last super admin. */
export const deleteAdmin = (adminId: string) => apiCall('DELETE /api/admin/admins/{adminId}', { params: { adminId } });

export function useDeleteAdmin() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdmin, onSuccess: () => invalidate(adminKeys.admins) });
}
