import { ownerOf, type StandInContext } from './context';
import { deliver, inviteePayload, noShowPayload } from './deliveries';
import type { ErrorDetail } from './http-io';
import { randomUuid } from './ids';
import { isBooked } from './slots';
import type { Cancellation, EventRecord, EventTypeRecord, InviteeRecord, LinkRecord, Tracking } from './state';

/**
 * The booking loop's rules, shared by the booking pages, the API and the controls: what a page
 * path books, booking a time, canceling (as the host or as the invitee) and marking a no-show.
 * Each change is stored before its webhook goes out, and the webhook is awaited, so whoever asked
 * can read the outcome as soon as they have their answer.
 */
export interface BookingTarget {
  eventType: EventTypeRecord;
  /** The single-use link the page was opened from; null for the event type's own scheduling page. */
  link: LinkRecord | null;
}

/** What `/<user-slug>/<event-type-slug>` or `/d/<link-id>/<event-type-slug>` books; null for neither. */
export function bookingTargetOf(context: StandInContext, pathname: string): BookingTarget | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length !== 2 && segments.length !== 3) return null;
  if (segments.length === 3) {
    if (segments[0] !== 'd') return null;
    const link = context.state.links.find((known) => known.id === segments[1]);
    const eventType = context.state.eventTypes.find((type) => type.uuid === link?.eventTypeUuid);
    return link && eventType && eventType.slug === segments[2] ? { eventType, link } : null;
  }
  if (segments[0] !== ownerOf(context).slug) return null;
  const eventType = context.state.eventTypes.find((type) => type.slug === segments[1] && type.active);
  return eventType ? { eventType, link: null } : null;
}

/** Calendly's tracking parameters, kept on the invitee. */
export const TRACKING_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

const MAX_TRACKING_LENGTH = 255;

/** The tracking values, each from the first of `sources` that carries it (a form, then the page's query). */
export function trackingFrom(...sources: URLSearchParams[]): Tracking {
  const value = (name: string) => {
    const found = sources.map((source) => source.get(name)?.trim()).find((text) => text);
    return found ? found.slice(0, MAX_TRACKING_LENGTH) : null;
  };
  return {
    utm_campaign: value('utm_campaign'),
    utm_source: value('utm_source'),
    utm_medium: value('utm_medium'),
    utm_content: value('utm_content'),
    utm_term: value('utm_term'),
    salesforce_uuid: null,
  };
}

export interface Invitation {
  name: string;
  email: string;
  timezone: string;
}

/** The invitee's name and e-mail as given, or what is wrong with them. */
export function checkInvitation(input: {
  name: unknown;
  email: unknown;
  timezone?: unknown;
}): { invitation: Invitation } | { problems: ErrorDetail[] } {
  const problems: ErrorDetail[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!name) problems.push({ parameter: 'name', message: 'is required' });
  else if (name.length > 300) problems.push({ parameter: 'name', message: 'is too long' });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
    problems.push({ parameter: 'email', message: 'must be an e-mail address' });
  }
  if (problems.length) return { problems };
  return { invitation: { name, email, timezone: validTimezone(input.timezone) } };
}

/** The IANA time zone the invitee's browser reported, or UTC when it reported none we know. */
function validTimezone(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > 100) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export type BookingOutcome =
  { kind: 'booked'; event: EventRecord; invitee: InviteeRecord } | { kind: 'link_used' } | { kind: 'slot_taken' };

/**
 * Books `start` on the target's event type for the invitee: a used single-use link books nothing,
 * nor does a time already booked (and not canceled) on that event type. The host is the event
 * type's owner. `deliver: false` stores the booking without sending `invitee.created`.
 */
export async function book(
  context: StandInContext,
  target: BookingTarget,
  request: { invitation: Invitation; start: Date; tracking: Tracking; deliver: boolean },
): Promise<BookingOutcome> {
  if (target.link && target.link.usedByEventUuid) return { kind: 'link_used' };
  if (isBooked(context.state, target.eventType.uuid, request.start)) return { kind: 'slot_taken' };
  const now = new Date().toISOString();
  const event: EventRecord = {
    uuid: randomUuid(),
    eventTypeUuid: target.eventType.uuid,
    hostUuid: target.eventType.ownerUuid,
    name: target.eventType.name,
    status: 'active',
    startTime: request.start.toISOString(),
    endTime: new Date(request.start.getTime() + target.eventType.durationMinutes * 60_000).toISOString(),
    meetingUuid: randomUuid(),
    linkId: target.link?.id ?? null,
    cancellation: null,
    createdAt: now,
    updatedAt: now,
  };
  const invitee: InviteeRecord = {
    uuid: randomUuid(),
    eventUuid: event.uuid,
    name: request.invitation.name,
    email: request.invitation.email,
    timezone: request.invitation.timezone,
    status: 'active',
    tracking: request.tracking,
    noShow: null,
    cancellation: null,
    createdAt: now,
    updatedAt: now,
  };
  if (target.link) target.link.usedByEventUuid = event.uuid;
  context.state.events.push(event);
  context.state.invitees.push(invitee);
  context.save();
  if (request.deliver) await deliver(context, 'invitee.created', inviteePayload(context, invitee, event));
  return { kind: 'booked', event, invitee };
}

/** Whether the event can still be canceled: not canceled yet, and not started. */
export function isCancelable(event: EventRecord, now = new Date()): boolean {
  return event.status === 'active' && Date.parse(event.startTime) > now.getTime();
}

/**
 * Cancels the event and each of its active invitees with `cancellation`, then sends
 * `invitee.canceled` for each (unless `deliver` is false).
 */
async function cancelEvent(
  context: StandInContext,
  event: EventRecord,
  cancellation: Cancellation,
  options: { deliver: boolean },
): Promise<void> {
  const canceled = context.state.invitees.filter(
    (invitee) => invitee.eventUuid === event.uuid && invitee.status === 'active',
  );
  event.status = 'canceled';
  event.cancellation = cancellation;
  event.updatedAt = cancellation.created_at;
  for (const invitee of canceled) {
    invitee.status = 'canceled';
    invitee.cancellation = cancellation;
    invitee.updatedAt = cancellation.created_at;
  }
  context.save();
  if (!options.deliver) return;
  for (const invitee of canceled) {
    await deliver(context, 'invitee.canceled', inviteePayload(context, invitee, event));
  }
}

/** The host cancels the event (the API's cancellation): canceled by the host user's name. */
export async function cancelAsHost(context: StandInContext, event: EventRecord, reason: string | null) {
  const host = context.state.users.find((user) => user.uuid === event.hostUuid) ?? ownerOf(context);
  const cancellation: Cancellation = {
    canceled_by: host.name,
    reason,
    canceler_type: 'host',
    created_at: new Date().toISOString(),
  };
  await cancelEvent(context, event, cancellation, { deliver: true });
  return cancellation;
}

/** The invitee cancels (their cancellation page): the one-on-one event is canceled with them. */
export async function cancelAsInvitee(context: StandInContext, invitee: InviteeRecord, options: { deliver: boolean }) {
  const event = context.state.events.find((known) => known.uuid === invitee.eventUuid);
  if (!event) throw new Error(`The invitee ${invitee.uuid} has no event`);
  const cancellation: Cancellation = {
    canceled_by: invitee.name,
    reason: 'Canceled by invitee',
    canceler_type: 'invitee',
    created_at: new Date().toISOString(),
  };
  await cancelEvent(context, event, cancellation, options);
  return { event, cancellation };
}

/** The host marks the invitee absent, and `invitee_no_show.created` goes out. */
export async function markNoShow(context: StandInContext, invitee: InviteeRecord) {
  invitee.noShow = { uuid: randomUuid(), createdAt: new Date().toISOString() };
  invitee.updatedAt = invitee.noShow.createdAt;
  context.save();
  await deliver(context, 'invitee_no_show.created', noShowPayload(context, invitee));
  return invitee.noShow;
}
