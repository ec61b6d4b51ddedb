import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** POST /api/me/refund-requests: asks the team to refund a purchase's unused sessions (the purchase names its learner). */
export function useAskRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageRequestId: string) => apiCall('POST /api/me/refund-requests', { body: { packageRequestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentDataKey }),
  });
}
