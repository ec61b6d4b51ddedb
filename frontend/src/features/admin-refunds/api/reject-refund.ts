import { useMutation } from '@tanstack/react-query';
import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateRefunds } from './invalidate-refunds';

export type RejectRefundInput = BodyInput<'POST /api/admin/refund-requests/{refundId}/reject'>;

/** POST /api/admin/refund-requests/{refundId}/reject: the reason is e-mailed to the student. */
export const rejectRefund = (refundId: string, input: RejectRefundInput) =>
  apiCall('POST /api/admin/refund-requests/{refundId}/reject', { params: { refundId }, body: input });

export function useRejectRefund() {
  const invalidate = useInvalidateRefunds();
  return useMutation({
    mutationFn: ({ refundId, input }: { refundId: string; input: RejectRefundInput }) => rejectRefund(refundId, input),
    onSettled: invalidate,
  });
}
