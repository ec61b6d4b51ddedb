import { applyBookingCanceled, type CanceledOutcome } from './apply-booking-canceled';
import { applyBookingCreated, applyBookingRescheduled, type CreatedOutcome } from './apply-booking-created';
import type { BookingEvent } from './booking-event';
import type { BookingLink } from './match-booking';

/** What applying one booking event did. `ignored`: nothing to change (a no-show). `no_student`: see CreatedOutcome. */
export type BookingOutcome = CreatedOutcome | CanceledOutcome | 'ignored';

/**
 * The one way a provider's booking news reaches the school: the event is applied at most once
 * (its processed-event marker is written with its effects, and so is the student's notice, in the
 * mail outbox). Every
 * adapter calls this with events it has checked and mapped; nothing here knows the provider.
 * The booking-reference key is read only for an event that needs it. `link`: the student and
 * course the team said a booking is for, in place of its reference.
 */
export async function applyBookingEvent(
  event: BookingEvent,
  keys: { reference: () => Promise<string>; link?: BookingLink | null },
  now = new Date(),
): Promise<BookingOutcome> {
  switch (event.kind) {
    case 'created': {
      return applyBookingCreated(event, await keys.reference(), keys.link ?? null);
    }
    case 'rescheduled': {
      return applyBookingRescheduled(event, await keys.reference(), keys.link ?? null, now);
    }
    case 'canceled': {
      return applyBookingCanceled(event, now);
    }
    case 'no_show':
      // The session was used either way; the school keeps no record of absences yet.
      return 'ignored';
  }
}
