import { useMutation } from '@tanstack/react-query';
import type { LeadInput } from '@app/shared/leads/schemas';
import { apiCall } from '../../../lib/api-client';

export function useCreateLead() {
  return useMutation({
    mutationFn: (input: LeadInput) => apiCall('POST /api/leads', { body: input }),
  });
}
