import { useMutation, useQuery } from '@tanstack/react-query';
import type { LeadUpdateInput } from '@app/shared/admin/leads';
import { ApiError, apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/leads/{id}: a new status, a contact note, or both, against the version read. */
export const updateLead = (leadId: string, input: LeadUpdateInput) =>
  apiCall('PATCH /api/admin/leads/{leadId}', { params: { leadId }, body: input });

/**
 * Saved, or refused because someone else saved first (409): either way the list and the lead's
 * history are fetched again, so the admin sees what is there now.
 */
export function useUpdateLead() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ leadId, input }: { leadId: string; input: LeadUpdateInput }) => updateLead(leadId, input),
    onSuccess: () => invalidate(adminKeys.leads),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidate(adminKeys.leads);
    },
  });
}

export const leadNotesKey = (leadId: string) => [...adminKeys.leads, 'notes', leadId] as const;

/** GET /api/admin/leads/{id}/notes: the lead's contact history, newest first. */
export function useLeadNotes(leadId: string | null) {
  return useQuery({
    queryKey: leadNotesKey(leadId ?? ''),
    queryFn: async () => (await apiCall('GET /api/admin/leads/{leadId}/notes', { params: { leadId: leadId! } })).items,
    enabled: Boolean(leadId),
  });
}
