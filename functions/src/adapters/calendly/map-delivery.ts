import type { BookingEvent, BookingSnapshot, Canceler } from '../../core/bookings/booking-event';
import { ValidationError } from '../../lib/errors';
import { parseWith } from '../../lib/json-body';
import { HANDLED_EVENTS, inviteeSchema, noShowSchema, type HandledEvent, type Invitee } from './calendly-event';

/**
 * A Calendly delivery as a booking event, or null for a delivery we do not handle. The payload is
 * checked against what we read of it (a ValidationError naming the field when it does not hold:
 * the delivery then waits for the team's review).
 *
 * - `invitee.created` is a new booking; naming an `old_invitee`, it is the new time of a
 *   reschedule (`rescheduled`, replacing that invitee).
 * - `invitee.canceled` ends a booking; with `rescheduled: true` it is the old time of a reschedule
 *   (`new_invitee` names the new time when Calendly sends it).
 * - `invitee_no_show.created` marks the invitee absent.
 *
 * Calendly's invitee URI is the booking id, its scheduled event URI the event id: both are stored
 * as they are, so bookings made before this mapping keep their ids.
 */
export function toBookingEvent(delivery: { event: string; payload: unknown }): BookingEvent | null {
  if (!isHandled(delivery.event)) return null;
  switch (delivery.event) {
    case 'invitee.created': {
      const invitee = parsePayload(inviteeSchema, delivery.payload);
      return invitee.old_invitee
        ? {
            kind: 'rescheduled',
            ...snapshotOf(invitee),
            previousProviderBookingId: invitee.old_invitee,
            rescheduledAt: invitee.created_at,
          }
        : { kind: 'created', ...snapshotOf(invitee) };
    }
    case 'invitee.canceled': {
      const invitee = parsePayload(inviteeSchema, delivery.payload);
      return {
        kind: 'canceled',
        provider: 'calendly',
        providerBookingId: invitee.uri,
        providerEventId: invitee.scheduled_event?.uri ?? invitee.event,
        inviteeName: nameOf(invitee),
        inviteeEmail: invitee.email,
        canceledBy: cancelerOf(invitee.cancellation?.canceler_type),
        canceledAt: invitee.cancellation?.created_at ?? null,
        rescheduled: invitee.rescheduled,
        nextProviderBookingId: invitee.new_invitee,
      };
    }
    case 'invitee_no_show.created': {
      // Nothing is applied for a no-show yet: a payload we cannot read is acknowledged like one we
      // do not handle, rather than refused (and retried by Calendly for a day).
      const noShow = noShowSchema.safeParse(delivery.payload);
      if (!noShow.success) return null;
      return {
        kind: 'no_show',
        provider: 'calendly',
        providerBookingId: noShow.data.invitee,
        markedAt: noShow.data.created_at,
      };
    }
  }
}

/** The payload parsed, a field that does not hold named from the body's root (`payload.uri`). */
function parsePayload<S extends Parameters<typeof parseWith>[0]>(schema: S, payload: unknown) {
  try {
    return parseWith(schema, payload) as ReturnType<typeof parseWith<S>>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([field, message]) => [`payload.${field}`, message]),
    );
    throw new ValidationError(error.message, fields);
  }
}

function isHandled(event: string): event is HandledEvent {
  return (HANDLED_EVENTS as readonly string[]).includes(event);
}

/** Early payloads name the scheduled event without its times: a booking cannot be made from them. */
export const NO_SCHEDULED_EVENT =
  'The delivery does not say when the lesson is: payload.scheduled_event is missing (an early payload shape).';

function snapshotOf(invitee: Invitee): BookingSnapshot {
  const scheduled = invitee.scheduled_event;
  if (!scheduled) throw new ValidationError(NO_SCHEDULED_EVENT, { 'payload.scheduled_event': NO_SCHEDULED_EVENT });
  return {
    provider: 'calendly',
    providerBookingId: invitee.uri,
    providerEventId: scheduled.uri,
    startTime: scheduled.start_time,
    endTime: scheduled.end_time,
    timezone: invitee.timezone,
    joinUrl: scheduled.location?.join_url ?? null,
    cancelUrl: invitee.cancel_url,
    rescheduleUrl: invitee.reschedule_url,
    inviteeName: nameOf(invitee),
    inviteeEmail: invitee.email,
    hostEmail: scheduled.event_memberships.find((member) => member.user_email)?.user_email?.toLowerCase() ?? null,
    eventTypeId: scheduled.event_type,
    tracking: {
      source: invitee.tracking.utm_source,
      campaign: invitee.tracking.utm_campaign,
      reference: invitee.tracking.utm_content,
      link: invitee.tracking.utm_term,
    },
  };
}

/** The invitee's name; a null `name` falls back to the first and last name Calendly also sends. */
export function nameOf(invitee: Invitee): string {
  return invitee.name || [invitee.first_name, invitee.last_name].filter(Boolean).join(' ');
}

/** Calendly's `canceler_type` is `host` or `invitee`; anything else is not known to us. */
function cancelerOf(type: string | null | undefined): Canceler | null {
  return type === 'host' || type === 'invitee' ? type : null;
}
