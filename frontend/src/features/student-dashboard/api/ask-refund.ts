import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@app/shared/refunds/schemas';
import { api } from '../../../lib/api-client';
import { dashboardQueryKey } from './get-dashboard';

/** POST /api/me/refund-requests: asks the team to refund a purchase's unused sessions. */
export function useAskRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageRequestId: string) =>
      api<RefundRequest>('/me/refund-requests', { method: 'POST', body: { packageRequestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
