import { BOOKING_UTM_SOURCE, UNMATCHED_REASONS } from '@app/shared/bookings/schemas';
import { applyBookingEvent } from '../../core/bookings/apply-booking-event';
import type { BookingEvent } from '../../core/bookings/booking-event';
import type { DeliveryProcessor, ProcessResult } from '../../core/inbox/webhook-inbox';
import type { DeliveryItem } from '../../db/entities/webhook-delivery';
import { HttpError } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/json-body';
import { bookingReferenceKey } from '../../lib/secrets';
import { envelopeSchema, inviteeSchema } from './calendly-event';
import { nameOf, toBookingEvent } from './map-delivery';

/**
 * Processes one stored Calendly delivery: read, mapped to a booking event and applied by core.
 * What cannot be used is a result, never an exception the sender would see:
 * - a body that is not what we read (a field missing or of another type) → needs review, with the
 *   field named;
 * - an event we do not handle, or a no-show (not recorded yet) → ignored;
 * - a booking that names no student → needs review, until the team links one.
 * A failure while applying (a service down) is thrown, and the inbox keeps it for review.
 */
export const processCalendlyDelivery: DeliveryProcessor = async (delivery) => {
  let envelope: { event: string; payload: unknown };
  let event: BookingEvent | null;
  try {
    envelope = parseWith(envelopeSchema, readJson(delivery.rawBody));
    event = toBookingEvent(envelope);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { state: 'needs_review', reason: 'unreadable', detail: describe(error), invitee: inviteeOf(delivery) };
  }
  const invitee = inviteeOf(delivery);
  if (!event) return { state: 'ignored', outcome: 'not_handled', invitee };
  if (event.kind === 'no_show') return { state: 'ignored', outcome: 'no_show', invitee };
  // Judged at the time the delivery arrived, not when it is processed (a sweep, a "process again"
  // days later): a cancellation made in time stays in time.
  const outcome = await applyBookingEvent(
    event,
    { reference: bookingReferenceKey, link: delivery.link },
    new Date(delivery.receivedAt),
  );
  if (outcome === 'no_student')
    return { state: 'needs_review', reason: 'no_student', detail: whyNoStudent(event), invitee };
  return { state: 'processed', outcome, invitee };
};

/** The message and every field that did not hold, for the team (and the engineer they call). */
function describe(error: HttpError): string {
  const fields = Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
  return (fields.length > 0 ? fields.join('\n') : error.message).slice(0, 1000);
}

function whyNoStudent(event: BookingEvent): string {
  if (event.kind !== 'created' && event.kind !== 'rescheduled') return UNMATCHED_REASONS.unknown_student;
  const { source, reference } = event.tracking;
  return source !== BOOKING_UTM_SOURCE || !reference
    ? UNMATCHED_REASONS.no_reference
    : 'The booking reference is not one the portal signed, or names a student who does not exist.';
}

/** The invitee's name and e-mail, when the body can be read that far (shown in the review list). */
function inviteeOf(delivery: DeliveryItem): ProcessResult['invitee'] {
  try {
    const payload = (JSON.parse(delivery.rawBody) as { payload?: unknown }).payload;
    const invitee = inviteeSchema
      .pick({ email: true, name: true, first_name: true, last_name: true })
      .safeParse(payload);
    if (!invitee.success) return undefined;
    const name = nameOf(invitee.data as Parameters<typeof nameOf>[0]);
    return name || invitee.data.email ? { name, email: invitee.data.email } : undefined;
  } catch {
    return undefined;
  }
}
