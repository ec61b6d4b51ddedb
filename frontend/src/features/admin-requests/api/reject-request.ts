import { useMutation } from '@tanstack/react-query';
import type { RejectRequestInput } from '@app/shared/requests/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateRequests } from './invalidate-requests';

/** POST /api/admin/package-requests/{id}/reject: the reason is e-mailed to the student. */
export const rejectRequest = (requestId: string, input: RejectRequestInput) =>
  apiCall('POST /api/admin/package-requests/{requestId}/reject', { params: { requestId }, body: input });

export function useRejectRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: RejectRequestInput }) =>
      rejectRequest(requestId, input),
    onSettled: invalidate,
  });
}
