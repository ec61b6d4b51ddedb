import { type ApiAnswer, type ApiRequest, oneOf, requireOwnerFilter, timeParameter } from './api-request';
import { cancelAsHost, isCancelable } from './booking';
import type { StandInContext } from './context';
import { errors } from './http-io';
import { paginate } from './pagination';
import { inviteeResource, scheduledEventResource } from './resources';
import type { EventRecord } from './state';

/**
 * `GET /scheduled_events?organization=…|user=…`: the events whose start is at or after
 * `min_start_time` and before `max_start_time`, of `status` when asked, `invitee_email` when asked,
 * sorted by `start_time:asc` (or `start_time:desc`).
 */
export function listScheduledEvents(context: StandInContext, request: ApiRequest): ApiAnswer {
  const { query } = request;
  requireOwnerFilter(context, query);
  const min = timeParameter(query, 'min_start_time');
  const max = timeParameter(query, 'max_start_time');
  const status = oneOf(query, 'status', ['active', 'canceled']);
  const sort = oneOf(query, 'sort', ['start_time:asc', 'start_time:desc']) ?? 'start_time:asc';
  const email = query.get('invitee_email')?.toLowerCase();
  const events = context.state.events
    .filter((event) => {
      const start = Date.parse(event.startTime);
      if (min !== null && start < min) return false;
      if (max !== null && start >= max) return false;
      if (status !== null && event.status !== status) return false;
      return (
        email === undefined ||
        context.state.invitees.some(
          (invitee) => invitee.eventUuid === event.uuid && invitee.email.toLowerCase() === email,
        )
      );
    })
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.createdAt.localeCompare(b.createdAt));
  if (sort === 'start_time:desc') events.reverse();
  const resources = events.map((event) => scheduledEventResource(context, event));
  return { status: 200, body: paginate(resources, query, context.base, request.path) };
}

function eventNamed(context: StandInContext, uuid: string | undefined): EventRecord {
  const event = context.state.events.find((known) => known.uuid === uuid);
  if (!event) throw errors.notFound();
  return event;
}

/** `GET /scheduled_events/<uuid>`. */
export function getScheduledEvent(context: StandInContext, request: ApiRequest): ApiAnswer {
  const event = eventNamed(context, request.segments[1]);
  return { status: 200, body: { resource: scheduledEventResource(context, event) } };
}

/** `GET /scheduled_events/<uuid>/invitees`: of `status` and `email` when asked, by `created_at:asc` (or desc). */
export function listInvitees(context: StandInContext, request: ApiRequest): ApiAnswer {
  const { query } = request;
  const event = eventNamed(context, request.segments[1]);
  const status = oneOf(query, 'status', ['active', 'canceled']);
  const sort = oneOf(query, 'sort', ['created_at:asc', 'created_at:desc']) ?? 'created_at:asc';
  const email = query.get('email')?.toLowerCase();
  const invitees = context.state.invitees
    .filter(
      (invitee) =>
        invitee.eventUuid === event.uuid &&
        (status === null || invitee.status === status) &&
        (email === undefined || invitee.email.toLowerCase() === email),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (sort === 'created_at:desc') invitees.reverse();
  const resources = invitees.map((invitee) => inviteeResource(context, invitee));
  return { status: 200, body: paginate(resources, query, context.base, request.path) };
}

/**
 * `POST /scheduled_events/<uuid>/cancellation` `{ reason? }`: the host cancels; the event and its
 * invitees become canceled and `invitee.canceled` goes out. 403 for an event already canceled or
 * already started.
 */
export async function cancelScheduledEvent(context: StandInContext, request: ApiRequest): Promise<ApiAnswer> {
  const event = eventNamed(context, request.segments[1]);
  const { reason } = request.body;
  if (reason !== undefined && reason !== null && (typeof reason !== 'string' || reason.length > 10_000)) {
    throw errors.invalid([{ parameter: 'reason', message: 'must be a string' }]);
  }
  if (!isCancelable(event)) throw errors.forbidden('Event in the past or already canceled');
  const cancellation = await cancelAsHost(context, event, reason ?? null);
  return { status: 201, body: { resource: cancellation } };
}
