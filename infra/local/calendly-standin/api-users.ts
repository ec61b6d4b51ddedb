import { type ApiAnswer, type ApiRequest, oneOf, requireOwnerFilter } from './api-request';
import { ownerOf, type StandInContext } from './context';
import { paginate } from './pagination';
import { eventTypeResource, userResource } from './resources';

/** `GET /users/me`: the owner, whose token the stand-in accepts. */
export function getCurrentUser(context: StandInContext): ApiAnswer {
  return { status: 200, body: { resource: userResource(context, ownerOf(context)) } };
}

/**
 * `GET /event_types?organization=…|user=…`: the configured event types, in the order configured,
 * `active=true|false` filtering them (all are active).
 */
export function listEventTypes(context: StandInContext, request: ApiRequest): ApiAnswer {
  requireOwnerFilter(context, request.query);
  const active = oneOf(request.query, 'active', ['true', 'false']);
  const types = context.state.eventTypes.filter((type) => active === null || String(type.active) === active);
  const resources = types.map((type) => eventTypeResource(context, type));
  return { status: 200, body: paginate(resources, request.query, context.base, request.path) };
}
