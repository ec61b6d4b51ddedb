import type { IncomingMessage, ServerResponse } from 'node:http';
import { book, bookingTargetOf, cancelAsInvitee, checkInvitation, trackingFrom } from './booking';
import type { StandInContext } from './context';
import { parseFault } from './faults';
import { ApiError, parseJsonBody, readBody, sendJson } from './http-io';
import {
  eventTypeResource,
  idsFromUri,
  inviteeResource,
  linkView,
  scheduledEventResource,
  subscriptionResource,
  uris,
  userResource,
} from './resources';
import { initialState } from './state';

/**
 * The controls for tests and the developer, under `/__standin` (no token; JSON in and out; not in
 * the request log). Errors have the API's shape, `{ title, message }`.
 *
 * - `POST /bookings` `{ url, name, email, start, deliver? }`: books as the page does, at any time
 *   (not only the offered slots) that is not already booked on the event type (409); a used
 *   single-use link is a 410. `deliver: false` stores it without sending `invitee.created`.
 * - `POST /invitees/cancel` `{ inviteeUri, deliver? }`: cancels as the invitee (409 when canceled).
 * - `POST /webhook_subscriptions/disable` `{ uri? }`: that subscription, or all, become disabled.
 * - `POST /faults` `{ status, times, retryAfter?, path? }`: the next matching API calls fail so.
 * - `POST /plan` `{ singleUseLinks }`; `GET|DELETE /requests`; `GET /state`; `POST /reset`.
 */
export const CONTROL_PREFIX = '/__standin';

const controlError = (status: number, title: string, message: string) => new ApiError(status, title, message);
const badRequest = (message: string) => controlError(400, 'Invalid Argument', message);

export async function handleControl(
  context: StandInContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${url.pathname.slice(CONTROL_PREFIX.length)}`;
  try {
    const body = parseJsonBody(await readBody(req));
    const [status, answer] = await answerControl(context, route, body);
    sendJson(res, status, answer);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, error.status, error.body);
  }
}

async function answerControl(
  context: StandInContext,
  route: string,
  body: Record<string, unknown>,
): Promise<[number, unknown]> {
  switch (route) {
    case 'POST /bookings':
      return [201, await bookByControl(context, body)];
    case 'POST /invitees/cancel':
      return [200, await cancelByControl(context, body)];
    case 'POST /webhook_subscriptions/disable':
      return [200, disableSubscriptions(context, body)];
    case 'POST /faults': {
      const fault = parseFault(body);
      if (typeof fault === 'string') throw badRequest(fault);
      context.faults.push(fault);
      return [201, { faults: context.faults }];
    }
    case 'POST /plan': {
      if (typeof body.singleUseLinks !== 'boolean') throw badRequest('singleUseLinks must be true or false');
      context.plan.singleUseLinks = body.singleUseLinks;
      return [200, context.plan];
    }
    case 'GET /requests':
      return [200, context.requests];
    case 'DELETE /requests':
      context.requests.length = 0;
      return [204, undefined];
    case 'GET /state':
      return [200, stateView(context)];
    case 'POST /reset':
      reset(context);
      return [200, stateView(context)];
    default:
      throw controlError(404, 'Resource Not Found', `No control at ${route}`);
  }
}

async function bookByControl(context: StandInContext, body: Record<string, unknown>) {
  let page: URL;
  try {
    page = new URL(String(body.url ?? ''), context.base);
  } catch {
    throw badRequest('url must be a scheduling page or single-use link URL');
  }
  const target = bookingTargetOf(context, page.pathname);
  if (!target) throw controlError(404, 'Resource Not Found', `No scheduling page at ${page.pathname}`);
  const checked = checkInvitation({
    name: body.name ?? page.searchParams.get('name'),
    email: body.email ?? page.searchParams.get('email'),
    timezone: body.timezone,
  });
  if ('problems' in checked) {
    throw badRequest(checked.problems.map((problem) => `${problem.parameter} ${problem.message}`).join('; '));
  }
  const start = new Date(typeof body.start === 'string' ? body.start : '');
  if (Number.isNaN(start.getTime())) throw badRequest('start must be an ISO 8601 time');
  if (body.deliver !== undefined && typeof body.deliver !== 'boolean') throw badRequest('deliver must be a boolean');
  const outcome = await book(context, target, {
    invitation: checked.invitation,
    start,
    tracking: trackingFrom(page.searchParams),
    deliver: body.deliver ?? true,
  });
  if (outcome.kind === 'link_used') throw controlError(410, 'Link used', 'This link is no longer valid');
  if (outcome.kind === 'slot_taken') throw controlError(409, 'Slot taken', 'This time is already booked');
  return {
    eventUri: uris.event(context, outcome.event.uuid),
    inviteeUri: uris.invitee(context, outcome.event.uuid, outcome.invitee.uuid),
  };
}

async function cancelByControl(context: StandInContext, body: Record<string, unknown>) {
  const ids = idsFromUri(body.inviteeUri, 'scheduled_events', 'invitees');
  if (!ids) throw badRequest('inviteeUri must be an invitee URI');
  if (body.deliver !== undefined && typeof body.deliver !== 'boolean') throw badRequest('deliver must be a boolean');
  const invitee = context.state.invitees.find((known) => known.eventUuid === ids[0] && known.uuid === ids[1]);
  if (!invitee) throw controlError(404, 'Resource Not Found', 'No such invitee');
  if (invitee.status === 'canceled') throw controlError(409, 'Already canceled', 'The invitee is already canceled');
  const { event, cancellation } = await cancelAsInvitee(context, invitee, { deliver: body.deliver ?? true });
  return {
    eventUri: uris.event(context, event.uuid),
    inviteeUri: uris.invitee(context, invitee.eventUuid, invitee.uuid),
    cancellation,
  };
}

/** Disabled as Calendly disables a subscription whose deliveries keep failing: `retry_started_at` set. */
function disableSubscriptions(context: StandInContext, body: Record<string, unknown>) {
  let chosen = context.state.subscriptions;
  if (body.uri !== undefined) {
    const uuid = idsFromUri(body.uri, 'webhook_subscriptions')?.[0];
    chosen = chosen.filter((subscription) => subscription.uuid === uuid);
    if (chosen.length === 0) throw controlError(404, 'Resource Not Found', 'No such webhook subscription');
  }
  const now = new Date().toISOString();
  for (const subscription of chosen) {
    subscription.state = 'disabled';
    subscription.retryStartedAt ??= now;
    subscription.updatedAt = now;
  }
  context.save();
  return { disabled: chosen.map((subscription) => uris.subscription(context, subscription.uuid)) };
}

/** Back to nothing booked or subscribed, no faults, no log; the owner and event types stay. */
function reset(context: StandInContext): void {
  context.state = initialState(context.setup, context.state);
  context.plan.singleUseLinks = true;
  context.faults.length = 0;
  context.requests.length = 0;
  context.save();
}

/** The whole state as resources (with URIs), subscriptions with their signing keys. */
function stateView(context: StandInContext) {
  const { state } = context;
  return {
    users: state.users.map((user) => userResource(context, user)),
    eventTypes: state.eventTypes.map((type) => eventTypeResource(context, type)),
    links: state.links.map((link) => linkView(context, link)),
    events: state.events.map((event) => scheduledEventResource(context, event)),
    invitees: state.invitees.map((invitee) => inviteeResource(context, invitee)),
    subscriptions: state.subscriptions.map((subscription) => ({
      ...subscriptionResource(context, subscription),
      signing_key: subscription.signingKey,
    })),
    deliveries: state.deliveries.map((delivery) => ({
      subscription: uris.subscription(context, delivery.subscriptionUuid),
      url: delivery.url,
      event: delivery.event,
      status: delivery.status,
      error: delivery.error,
      at: delivery.at,
    })),
  };
}
