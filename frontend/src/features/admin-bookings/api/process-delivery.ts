import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export type ProcessDeliveryInput = BodyInput<'POST /api/admin/bookings/deliveries/{deliveryId}/process'>;

/** POST /api/admin/bookings/deliveries/{id}/process: runs it again; the answer's state says how that went. */
export const processDelivery = (deliveryId: string, input: ProcessDeliveryInput) =>
  apiCall('POST /api/admin/bookings/deliveries/{deliveryId}/process', { params: { deliveryId }, body: input });

export function useProcessDelivery() {
  return useDeliveryMutation(processDelivery);
}
