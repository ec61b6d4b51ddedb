import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/bookings/deliveries/{id}: one delivery with its raw body and headers. */
export const getDelivery = (deliveryId: string) =>
  apiCall('GET /api/admin/bookings/deliveries/{deliveryId}', { params: { deliveryId } });

/** Under the bookings root, so every booking change (and each action on the delivery) refreshes it. */
export const deliveryQueryKey = (deliveryId: string) => [...adminKeys.bookings, 'delivery', deliveryId] as const;

export function useDelivery(deliveryId: string | null) {
  return useQuery({
    queryKey: deliveryQueryKey(deliveryId ?? ''),
    queryFn: () => getDelivery(deliveryId ?? ''),
    enabled: Boolean(deliveryId),
  });
}
