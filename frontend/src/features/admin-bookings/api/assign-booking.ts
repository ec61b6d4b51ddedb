import { useMutation } from '@tanstack/react-query';
import type { BodyInput } from '@app/shared/http/contract';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateBookings } from './invalidate-bookings';

export type AssignBookingInput = BodyInput<'POST /api/admin/bookings/unmatched/{bookingId}/assign'>;

/** POST /api/admin/bookings/unmatched/{id}/assign: takes one session of the student's balance for the course. */
export const assignBooking = (bookingId: string, input: AssignBookingInput) =>
  apiCall('POST /api/admin/bookings/unmatched/{bookingId}/assign', { params: { bookingId }, body: input });

export function useAssignBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: AssignBookingInput }) =>
      assignBooking(bookingId, input),
    onSettled: invalidate,
  });
}
