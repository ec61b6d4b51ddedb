import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { assignBookingSchema } from '@app/shared/admin/bookings';
import { api } from '../../../lib/api-client';
import { useInvalidateBookings } from './invalidate-bookings';

export type AssignBookingInput = z.input<typeof assignBookingSchema>;

/** POST /api/admin/bookings/unmatched/{id}/assign: takes one session of the student's balance for the course. */
export const assignBooking = (bookingId: string, input: AssignBookingInput) =>
  api<unknown>(`/admin/bookings/unmatched/${encodeURIComponent(bookingId)}/assign`, { method: 'POST', body: input });

export function useAssignBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: AssignBookingInput }) =>
      assignBooking(bookingId, input),
    onSettled: invalidate,
  });
}
