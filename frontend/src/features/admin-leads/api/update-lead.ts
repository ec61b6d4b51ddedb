import { useMutation } from '@tanstack/react-query';
import type { LeadUpdateInput } from '@app/shared/admin/leads';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/leads/{id}: a new status, notes, or both. */
export const updateLead = (leadId: string, input: LeadUpdateInput) =>
  apiCall('PATCH /api/admin/leads/{leadId}', { params: { leadId }, body: input });

export function useUpdateLead() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ leadId, input }: { leadId: string; input: LeadUpdateInput }) => updateLead(leadId, input),
    onSuccess: () => invalidate(adminKeys.leads),
  });
}
