import type { BookingEvent, BookingSnapshot, Canceler } from '../../core/bookings/booking-event';
import { parseWith } from '../../lib/json-body';
import { HANDLED_EVENTS, inviteeSchema, noShowSchema, type HandledEvent, type Invitee } from './calendly-event';

/**
 * A Calendly delivery as a booking event, or null for a delivery we do not handle. The payload is
 * checked against what we read of it (a 400 naming the field when it does not hold).
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
      const invitee = parseWith(inviteeSchema, delivery.payload);
      return invitee.old_invitee
        ? { kind: 'rescheduled', ...snapshotOf(invitee), previousProviderBookingId: invitee.old_invitee }
        : { kind: 'created', ...snapshotOf(invitee) };
    }
    case 'invitee.canceled': {
      const invitee = parseWith(inviteeSchema, delivery.payload);
      return {
        kind: 'canceled',
        ...snapshotOf(invitee),
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

function isHandled(event: string): event is HandledEvent {
  return (HANDLED_EVENTS as readonly string[]).includes(event);
}

function snapshotOf(invitee: Invitee): BookingSnapshot {
  return {
    provider: 'calendly',
    providerBookingId: invitee.uri,
    providerEventId: invitee.scheduled_event.uri,
    startTime: invitee.scheduled_event.start_time,
    endTime: invitee.scheduled_event.end_time,
    timezone: invitee.timezone,
    joinUrl: invitee.scheduled_event.location?.join_url ?? null,
    cancelUrl: invitee.cancel_url,
    rescheduleUrl: invitee.reschedule_url,
    inviteeName: invitee.name,
    inviteeEmail: invitee.email,
    tracking: {
      source: invitee.tracking.utm_source,
      campaign: invitee.tracking.utm_campaign,
      reference: invitee.tracking.utm_content,
    },
  };
}

/** Calendly's `canceler_type` is `host` or `invitee`; anything else is not known to us. */
function cancelerOf(type: string | null | undefined): Canceler | null {
  return type === 'host' || type === 'invitee' ? type : null;
}
