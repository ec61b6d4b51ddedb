import { useMutation } from '@tanstack/react-query';
import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateBookings } from './invalidate-bookings';

export type DismissBookingInput = BodyInput<'POST /api/admin/bookings/unmatched/{bookingId}/dismiss'>;

/** POST /api/admin/bookings/unmatched/{id}/dismiss: closes it without touching any balance. */
export const dismissBooking = (bookingId: string, input: DismissBookingInput) =>
  apiCall('POST /api/admin/bookings/unmatched/{bookingId}/dismiss', { params: { bookingId }, body: input });

export function useDismissBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: DismissBookingInput }) =>
      dismissBooking(bookingId, input),
    onSettled: invalidate,
  });
}
