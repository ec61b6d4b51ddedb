import { createHash } from 'node:crypto';
import type { Slot } from '../../db/entities/booking';
import type { BookingSnapshot } from './booking-event';

/**
 * A booking's id comes from the provider's id of its first booking (Calendly: the first invitee
 * URI), so a repeated delivery maps to the same item; a reschedule keeps it.
 */
export function bookingIdFor(providerBookingId: string): string {
  return createHash('sha256').update(providerBookingId).digest('hex').slice(0, 32);
}

/** When and where, as the provider tells it; the join link only when it is an https:// address. */
export function slotOf(booking: BookingSnapshot): Slot {
  const joinUrl = booking.joinUrl;
  return {
    providerBookingId: booking.providerBookingId,
    providerEventId: booking.providerEventId,
    startTime: new Date(booking.startTime).toISOString(),
    endTime: new Date(booking.endTime).toISOString(),
    timezone: booking.timezone,
    joinUrl: joinUrl && /^https:\/\//.test(joinUrl) ? joinUrl : null,
    cancelUrl: booking.cancelUrl,
    rescheduleUrl: booking.rescheduleUrl,
  };
}
