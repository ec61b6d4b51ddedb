import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export type DismissDeliveryInput = BodyInput<'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss'>;

/** POST /api/admin/bookings/deliveries/{id}/dismiss: closes it unapplied, with the reason on record. */
export const dismissDelivery = (deliveryId: string, input: DismissDeliveryInput) =>
  apiCall('POST /api/admin/bookings/deliveries/{deliveryId}/dismiss', { params: { deliveryId }, body: input });

export function useDismissDelivery() {
  return useDeliveryMutation(dismissDelivery);
}
