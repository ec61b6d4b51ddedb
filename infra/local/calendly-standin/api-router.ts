import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNoShow } from './api-invitee-no-shows';
import type { ApiAnswer, ApiRequest } from './api-request';
import { cancelScheduledEvent, getScheduledEvent, listInvitees, listScheduledEvents } from './api-scheduled-events';
import { createSchedulingLink } from './api-scheduling-links';
import { getCurrentUser, listEventTypes } from './api-users';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
} from './api-webhook-subscriptions';
import type { StandInContext } from './context';
import { takeFault } from './faults';
import { ApiError, errors, parseJsonBody, readBody, sendJson } from './http-io';

/**
 * The API (Calendly's v2, the endpoints this project calls). Every call is recorded in the request
 * log with the status it got. A queued fault answers first; then a call without the accepted
 * bearer token gets 401; then the route answers, or 404 for a path or method it does not know.
 */
type Handler = (context: StandInContext, request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

/** Segments of a route; `*` stands for one id. */
const ROUTES: { method: string; pattern: string[]; handler: Handler }[] = [
  { method: 'GET', pattern: ['users', 'me'], handler: getCurrentUser },
  { method: 'GET', pattern: ['event_types'], handler: listEventTypes },
  { method: 'POST', pattern: ['scheduling_links'], handler: createSchedulingLink },
  { method: 'GET', pattern: ['scheduled_events'], handler: listScheduledEvents },
  { method: 'GET', pattern: ['scheduled_events', '*'], handler: getScheduledEvent },
  { method: 'GET', pattern: ['scheduled_events', '*', 'invitees'], handler: listInvitees },
  { method: 'POST', pattern: ['scheduled_events', '*', 'cancellation'], handler: cancelScheduledEvent },
  { method: 'POST', pattern: ['invitee_no_shows'], handler: createNoShow },
  { method: 'POST', pattern: ['webhook_subscriptions'], handler: createSubscription },
  { method: 'GET', pattern: ['webhook_subscriptions'], handler: listSubscriptions },
  { method: 'GET', pattern: ['webhook_subscriptions', '*'], handler: getSubscription },
  { method: 'DELETE', pattern: ['webhook_subscriptions', '*'], handler: deleteSubscription },
];

/** The first path segments that belong to the API (everything else is a page or a control). */
const API_COLLECTIONS = new Set([
  'users',
  'organizations',
  'event_types',
  'scheduling_links',
  'scheduled_events',
  'invitee_no_shows',
  'webhook_subscriptions',
]);

export function isApiPath(pathname: string): boolean {
  return API_COLLECTIONS.has(pathname.split('/')[1] ?? '');
}

const MAX_LOGGED_REQUESTS = 10_000;

export async function handleApi(
  context: StandInContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  let raw = '';
  let answer: ApiAnswer & { headers?: Record<string, string> };
  try {
    raw = await readBody(req);
    answer = await answerCall(context, req, { method, path, query: url.searchParams, raw });
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('[calendly stand-in]', error);
    const failure = error instanceof ApiError ? error : errors.internal();
    answer = { status: failure.status, body: failure.body, headers: failure.headers };
  }
  context.requests.push({
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    body: loggedBody(raw),
    status: answer.status,
    at: new Date().toISOString(),
  });
  context.requests.splice(0, Math.max(0, context.requests.length - MAX_LOGGED_REQUESTS));
  sendJson(res, answer.status, answer.body, answer.headers);
}

async function answerCall(
  context: StandInContext,
  req: IncomingMessage,
  call: { method: string; path: string; query: URLSearchParams; raw: string },
): Promise<ApiAnswer> {
  const fault = takeFault(context, call.path);
  if (fault) throw fault;
  if (req.headers.authorization !== `Bearer ${context.token}`) throw errors.unauthenticated();
  const segments = call.path.split('/').filter(Boolean).map(decodeURIComponent);
  const route = ROUTES.find(
    (candidate) =>
      candidate.method === call.method &&
      candidate.pattern.length === segments.length &&
      candidate.pattern.every((part, index) => part === '*' || part === segments[index]),
  );
  if (!route) throw errors.notFound();
  const body = call.method === 'GET' || call.method === 'DELETE' ? {} : parseJsonBody(call.raw);
  return route.handler(context, { method: call.method, path: call.path, segments, query: call.query, body });
}

/** The body as JSON when it is JSON, else as text; null when there was none. */
function loggedBody(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
