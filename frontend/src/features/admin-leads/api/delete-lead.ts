import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/leads/{id} (super admins only). */
export const deleteLead = (leadId: string) => apiCall('DELETE /api/admin/leads/{leadId}', { params: { leadId } });

export function useDeleteLead() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteLead, onSuccess: () => invalidate(adminKeys.leads) });
}
