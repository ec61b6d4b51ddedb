import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateRefunds } from './invalidate-refunds';

/**
 * POST /api/admin/refund-requests/{refundId}/approve: the sessions leave the student's balance.
 * 409 when the request was already decided, or the balance no longer holds the sessions.
 */
export const approveRefund = (refundId: string) =>
  apiCall('POST /api/admin/refund-requests/{refundId}/approve', { params: { refundId }, body: {} });

export function useApproveRefund() {
  const invalidate = useInvalidateRefunds();
  return useMutation({
    mutationFn: approveRefund,
    // A 409 means the list is out of date: it is refreshed either way.
    onSettled: invalidate,
  });
}
