import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { RefundRequest, refundRejectSchema } from '@app/shared/refunds/schemas';
import { api } from '../../../lib/api-client';
import { useInvalidateRefunds } from './invalidate-refunds';

export type RejectRefundInput = z.input<typeof refundRejectSchema>;

/** POST /api/admin/refund-requests/{refundId}/reject: the reason is e-mailed to the student. */
export const rejectRefund = (refundId: string, input: RejectRefundInput) =>
  api<RefundRequest>(`/admin/refund-requests/${encodeURIComponent(refundId)}/reject`, {
    method: 'POST',
    body: input,
  });

export function useRejectRefund() {
  const invalidate = useInvalidateRefunds();
  return useMutation({
    mutationFn: ({ refundId, input }: { refundId: string; input: RejectRefundInput }) => rejectRefund(refundId, input),
    onSettled: invalidate,
  });
}
