import { ownerOf, type StandInContext } from './context';
import type { EventRecord, EventTypeRecord, InviteeRecord, LinkRecord, SubscriptionRecord, UserRecord } from './state';

/**
 * Records as the resources of Calendly's API v2: absolute URIs on the stand-in's origin, field for
 * field what Calendly answers for a one-on-one Zoom event type.
 */
export const uris = {
  user: (context: StandInContext, uuid: string) => `${context.base}/users/${uuid}`,
  organization: (context: StandInContext, uuid: string) => `${context.base}/organizations/${uuid}`,
  eventType: (context: StandInContext, uuid: string) => `${context.base}/event_types/${uuid}`,
  event: (context: StandInContext, uuid: string) => `${context.base}/scheduled_events/${uuid}`,
  invitee: (context: StandInContext, eventUuid: string, uuid: string) =>
    `${context.base}/scheduled_events/${eventUuid}/invitees/${uuid}`,
  subscription: (context: StandInContext, uuid: string) => `${context.base}/webhook_subscriptions/${uuid}`,
  noShow: (context: StandInContext, uuid: string) => `${context.base}/invitee_no_shows/${uuid}`,
  schedulingPage: (context: StandInContext, userSlug: string, eventTypeSlug: string) =>
    `${context.base}/${userSlug}/${eventTypeSlug}`,
  link: (context: StandInContext, id: string, eventTypeSlug: string) => `${context.base}/d/${id}/${eventTypeSlug}`,
  meeting: (context: StandInContext, uuid: string) => `${context.base}/meet/${uuid}`,
  cancelPage: (context: StandInContext, inviteeUuid: string) => `${context.base}/cancellations/${inviteeUuid}`,
  reschedulePage: (context: StandInContext, inviteeUuid: string) => `${context.base}/reschedulings/${inviteeUuid}`,
};

/**
 * The ids a URI names, read from its path: `/event_types/<uuid>` gives `[uuid]`,
 * `/scheduled_events/<a>/invitees/<b>` gives `[a, b]`. Null when it is no URL or does not have that
 * shape. Only the path is read, so `localhost` and `127.0.0.1` name the same resource.
 */
export function idsFromUri(uri: unknown, ...collections: string[]): string[] | null {
  if (typeof uri !== 'string') return null;
  let pathname: string;
  try {
    pathname = new URL(uri).pathname;
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== collections.length * 2) return null;
  const ids: string[] = [];
  for (const [index, collection] of collections.entries()) {
    const id = segments[index * 2 + 1];
    if (segments[index * 2] !== collection || !id) return null;
    ids.push(decodeURIComponent(id));
  }
  return ids;
}

export function userResource(context: StandInContext, user: UserRecord) {
  return {
    uri: uris.user(context, user.uuid),
    name: user.name,
    slug: user.slug,
    email: user.email,
    scheduling_url: `${context.base}/${user.slug}`,
    timezone: user.timezone,
    avatar_url: null,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    current_organization: uris.organization(context, user.organizationUuid),
  };
}

export function eventTypeResource(context: StandInContext, type: EventTypeRecord) {
  const owner = ownerOf(context);
  return {
    uri: uris.eventType(context, type.uuid),
    name: type.name,
    active: type.active,
    slug: type.slug,
    scheduling_url: uris.schedulingPage(context, owner.slug, type.slug),
    duration: type.durationMinutes,
    kind: 'solo',
    pooling_type: null,
    type: 'StandardEventType',
    color: '#2d7a5a',
    created_at: type.createdAt,
    updated_at: type.updatedAt,
    description_plain: null,
    secret: false,
    profile: { type: 'User', name: owner.name, owner: uris.user(context, owner.uuid) },
  };
}

export function linkView(context: StandInContext, link: LinkRecord) {
  const type = context.state.eventTypes.find((known) => known.uuid === link.eventTypeUuid);
  return {
    booking_url: uris.link(context, link.id, type?.slug ?? 'event'),
    owner: uris.eventType(context, link.eventTypeUuid),
    owner_type: 'EventType',
    max_event_count: link.maxEventCount,
    used: link.usedByEventUuid !== null,
    event: link.usedByEventUuid ? uris.event(context, link.usedByEventUuid) : null,
    created_at: link.createdAt,
  };
}

export function scheduledEventResource(context: StandInContext, event: EventRecord) {
  const host = context.state.users.find((user) => user.uuid === event.hostUuid) ?? ownerOf(context);
  const invitees = context.state.invitees.filter((invitee) => invitee.eventUuid === event.uuid);
  return {
    uri: uris.event(context, event.uuid),
    name: event.name,
    status: event.status,
    start_time: event.startTime,
    end_time: event.endTime,
    event_type: uris.eventType(context, event.eventTypeUuid),
    location: { type: 'zoom', status: 'pushed', join_url: uris.meeting(context, event.meetingUuid) },
    invitees_counter: {
      total: invitees.length,
      active: invitees.filter((invitee) => invitee.status === 'active').length,
      limit: 1,
    },
    created_at: event.createdAt,
    updated_at: event.updatedAt,
    event_memberships: [{ user: uris.user(context, host.uuid), user_email: host.email, user_name: host.name }],
    event_guests: [],
    ...(event.cancellation ? { cancellation: event.cancellation } : {}),
  };
}

export function inviteeResource(context: StandInContext, invitee: InviteeRecord) {
  return {
    uri: uris.invitee(context, invitee.eventUuid, invitee.uuid),
    email: invitee.email,
    name: invitee.name,
    first_name: null,
    last_name: null,
    status: invitee.status,
    timezone: invitee.timezone,
    event: uris.event(context, invitee.eventUuid),
    created_at: invitee.createdAt,
    updated_at: invitee.updatedAt,
    tracking: invitee.tracking,
    cancel_url: uris.cancelPage(context, invitee.uuid),
    reschedule_url: uris.reschedulePage(context, invitee.uuid),
    rescheduled: false,
    old_invitee: null,
    new_invitee: null,
    questions_and_answers: [],
    no_show: invitee.noShow
      ? { uri: uris.noShow(context, invitee.noShow.uuid), created_at: invitee.noShow.createdAt }
      : null,
    ...(invitee.cancellation ? { cancellation: invitee.cancellation } : {}),
    text_reminder_number: null,
    routing_form_submission: null,
    payment: null,
    reconfirmation: null,
    scheduling_method: null,
    invitee_scheduled_by: null,
  };
}

export function subscriptionResource(context: StandInContext, subscription: SubscriptionRecord) {
  return {
    uri: uris.subscription(context, subscription.uuid),
    callback_url: subscription.callbackUrl,
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
    retry_started_at: subscription.retryStartedAt,
    state: subscription.state,
    events: subscription.events,
    scope: subscription.scope,
    organization: uris.organization(context, subscription.organizationUuid),
    user: subscription.userUuid ? uris.user(context, subscription.userUuid) : null,
    group: null,
    creator: uris.user(context, subscription.creatorUuid),
  };
}
