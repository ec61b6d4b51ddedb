import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { dismissBookingSchema } from '@app/shared/admin/bookings';
import { api } from '../../../lib/api-client';
import { useInvalidateBookings } from './invalidate-bookings';

export type DismissBookingInput = z.input<typeof dismissBookingSchema>;

/** POST /api/admin/bookings/unmatched/{id}/dismiss: closes it without touching any balance. */
export const dismissBooking = (bookingId: string, input: DismissBookingInput) =>
  api<unknown>(`/admin/bookings/unmatched/${encodeURIComponent(bookingId)}/dismiss`, { method: 'POST', body: input });

export function useDismissBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: DismissBookingInput }) =>
      dismissBooking(bookingId, input),
    onSettled: invalidate,
  });
}
