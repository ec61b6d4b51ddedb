import { type ApiAnswer, type ApiRequest, checkOrganization, checkUser, failOn, oneOf } from './api-request';
import { ownerOf, type StandInContext } from './context';
import { errors, type ErrorDetail } from './http-io';
import { randomSigningKey, randomUuid } from './ids';
import { paginate } from './pagination';
import { subscriptionResource } from './resources';
import type { SubscriptionRecord } from './state';

/** The events a subscription may ask for. */
export const SUBSCRIBABLE_EVENTS = [
  'invitee.created',
  'invitee.canceled',
  'invitee_no_show.created',
  'invitee_no_show.deleted',
  'routing_form_submission.created',
];

const SCOPES = ['organization', 'user'] as const;

/**
 * `POST /webhook_subscriptions` `{ url, events, organization, user?, scope, signing_key? }`. A
 * subscription with the same URL and scope (and user) is a 409; without `signing_key` one is made
 * up (shown in the controls' state, as Calendly shows it nowhere).
 */
export function createSubscription(context: StandInContext, request: ApiRequest): ApiAnswer {
  const { url, events, organization, user, scope, signing_key: signingKey } = request.body;
  const problems: ErrorDetail[] = [];
  if (!isWebUrl(url))
    problems.push({ parameter: 'url', message: url ? 'must be an http or https URL' : 'is required' });
  if (!Array.isArray(events) || events.length === 0) {
    problems.push({ parameter: 'events', message: 'is required' });
  } else if (!events.every((event) => typeof event === 'string' && SUBSCRIBABLE_EVENTS.includes(event))) {
    problems.push({ parameter: 'events', message: `must be some of ${SUBSCRIBABLE_EVENTS.join(', ')}` });
  }
  if (!organization) problems.push({ parameter: 'organization', message: 'is required' });
  if (scope !== 'organization' && scope !== 'user') {
    problems.push({ parameter: 'scope', message: 'must be organization or user' });
  }
  if (scope === 'user' && !user) problems.push({ parameter: 'user', message: 'is required for the user scope' });
  if (signingKey !== undefined && (typeof signingKey !== 'string' || !signingKey || signingKey.length > 500)) {
    problems.push({ parameter: 'signing_key', message: 'must be a non-empty string' });
  }
  failOn(problems);
  checkOrganization(context, organization, 'organization');
  if (user !== undefined && user !== null) checkUser(context, user, 'user');
  const owner = ownerOf(context);
  const userUuid = scope === 'user' ? owner.uuid : null;
  const callbackUrl = url as string;
  if (
    context.state.subscriptions.some(
      (known) => known.callbackUrl === callbackUrl && known.scope === scope && known.userUuid === userUuid,
    )
  ) {
    throw errors.conflict('Hook with this url already exists');
  }
  const now = new Date().toISOString();
  const subscription: SubscriptionRecord = {
    uuid: randomUuid(),
    callbackUrl,
    events: [...new Set(events as string[])],
    scope: scope as SubscriptionRecord['scope'],
    organizationUuid: owner.organizationUuid,
    userUuid,
    creatorUuid: owner.uuid,
    state: 'active',
    signingKey: (signingKey as string | undefined) ?? randomSigningKey(),
    retryStartedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  context.state.subscriptions.push(subscription);
  context.save();
  return { status: 201, body: { resource: subscriptionResource(context, subscription) } };
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `GET /webhook_subscriptions?organization=…&scope=…` (`user` too for the user scope). */
export function listSubscriptions(context: StandInContext, request: ApiRequest): ApiAnswer {
  const { query } = request;
  const problems: ErrorDetail[] = [];
  if (query.get('organization') === null) problems.push({ parameter: 'organization', message: 'is required' });
  if (query.get('scope') === null) problems.push({ parameter: 'scope', message: 'is required' });
  if (query.get('scope') === 'user' && query.get('user') === null) {
    problems.push({ parameter: 'user', message: 'is required for the user scope' });
  }
  failOn(problems);
  const scope = oneOf(query, 'scope', SCOPES);
  checkOrganization(context, query.get('organization'), 'organization');
  if (query.get('user') !== null) checkUser(context, query.get('user'), 'user');
  const subscriptions = context.state.subscriptions
    .filter((subscription) => subscription.scope === scope)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const resources = subscriptions.map((subscription) => subscriptionResource(context, subscription));
  return { status: 200, body: paginate(resources, query, context.base, request.path) };
}

function subscriptionNamed(context: StandInContext, uuid: string | undefined): SubscriptionRecord {
  const subscription = context.state.subscriptions.find((known) => known.uuid === uuid);
  if (!subscription) throw errors.notFound();
  return subscription;
}

/** `GET /webhook_subscriptions/<uuid>`. */
export function getSubscription(context: StandInContext, request: ApiRequest): ApiAnswer {
  const subscription = subscriptionNamed(context, request.segments[1]);
  return { status: 200, body: { resource: subscriptionResource(context, subscription) } };
}

/** `DELETE /webhook_subscriptions/<uuid>`: 204, nothing more is sent to it. */
export function deleteSubscription(context: StandInContext, request: ApiRequest): ApiAnswer {
  const subscription = subscriptionNamed(context, request.segments[1]);
  context.state.subscriptions = context.state.subscriptions.filter((known) => known !== subscription);
  context.save();
  return { status: 204 };
}
