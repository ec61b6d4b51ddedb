import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export type LinkDeliveryInput = BodyInput<'POST /api/admin/bookings/deliveries/{deliveryId}/link'>;

/** POST /api/admin/bookings/deliveries/{id}/link: the student and course the booking is for; it stays in review. */
export const linkDelivery = (deliveryId: string, input: LinkDeliveryInput) =>
  apiCall('POST /api/admin/bookings/deliveries/{deliveryId}/link', { params: { deliveryId }, body: input });

export function useLinkDelivery() {
  return useDeliveryMutation(linkDelivery);
}
