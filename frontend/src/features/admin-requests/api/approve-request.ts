import { useMutation } from '@tanstack/react-query';
import type { ApproveRequestInput } from '@app/shared/requests/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateRequests } from './invalidate-requests';

/** POST /api/admin/package-requests/{id}/approve: adds the sessions; 409 when already handled. */
export const approveRequest = (requestId: string, input: ApproveRequestInput) =>
  apiCall('POST /api/admin/package-requests/{requestId}/approve', { params: { requestId }, body: input });

export function useApproveRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ApproveRequestInput }) =>
      approveRequest(requestId, input),
    // A 409 means someone else settled it: the list is refreshed either way.
    onSettled: invalidate,
  });
}
