import { createHash } from 'node:crypto';
import type { Slot } from '../../db/entities/booking';
import type { Invitee } from '../webhooks/calendly-event';

/** A booking's id comes from its first invitee URI, so a repeated delivery maps to the same item. */
export function bookingIdFor(inviteeUri: string): string {
  return createHash('sha256').update(inviteeUri).digest('hex').slice(0, 32);
}

/** When and where, as the webhook tells it; the join link only when the location has one. */
export function slotOf(invitee: Invitee): Slot {
  const joinUrl = invitee.scheduled_event.location?.join_url ?? null;
  return {
    inviteeUri: invitee.uri,
    eventUri: invitee.scheduled_event.uri,
    startTime: new Date(invitee.scheduled_event.start_time).toISOString(),
    endTime: new Date(invitee.scheduled_event.end_time).toISOString(),
    timezone: invitee.timezone,
    joinUrl: joinUrl && /^https:\/\//.test(joinUrl) ? joinUrl : null,
    cancelUrl: invitee.cancel_url,
    rescheduleUrl: invitee.reschedule_url,
  };
}
