import { useMutation } from '@tanstack/react-query';
import type { LeadInput } from '@app/shared/leads/schemas';
import { api } from '../../../lib/api-client';

export function useCreateLead() {
  return useMutation({
    mutationFn: (input: LeadInput) => api<{ id: string }>('/leads', { method: 'POST', body: input }),
  });
}
