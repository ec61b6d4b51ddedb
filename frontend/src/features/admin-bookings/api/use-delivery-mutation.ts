import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryDetail } from '@app/shared/admin/deliveries';
import { deliveryQueryKey } from './get-delivery';
import { useInvalidateBookings } from './invalidate-bookings';

/**
 * An action on a delivery under review. Its answer is the delivery as it now is, shown in the
 * dialog at once; then the lists, the student balances (processing may book) and the sidebar count
 * are refreshed, also after a failure (a 409 means a colleague changed it).
 */
export function useDeliveryMutation<Input>(send: (deliveryId: string, input: Input) => Promise<WebhookDeliveryDetail>) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ deliveryId, input }: { deliveryId: string; input: Input }) => send(deliveryId, input),
    onSuccess: (delivery) => queryClient.setQueryData(deliveryQueryKey(delivery.id), delivery),
    onSettled: invalidate,
  });
}
