import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardQueryKey } from './get-dashboard';

/** POST /api/me/refund-requests: asks the team to refund a purchase's unused sessions. */
export function useAskRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageRequestId: string) => apiCall('POST /api/me/refund-requests', { body: { packageRequestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
