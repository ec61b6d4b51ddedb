import { type ApiAnswer, type ApiRequest, failOn } from './api-request';
import type { StandInContext } from './context';
import { errors, type ErrorDetail } from './http-io';
import { randomLinkId } from './ids';
import { idsFromUri, uris } from './resources';
import type { LinkRecord } from './state';

/**
 * `POST /scheduling_links` `{ max_event_count: 1, owner: <event type URI>, owner_type: 'EventType' }`:
 * a single-use link to the event type's page, which books exactly one event. 400 for another body,
 * 403 when the plan does not allow single-use links, 404 for an event type it does not know.
 */
export function createSchedulingLink(context: StandInContext, request: ApiRequest): ApiAnswer {
  const { max_event_count: maxEventCount, owner, owner_type: ownerType } = request.body;
  const problems: ErrorDetail[] = [];
  if (maxEventCount !== 1) problems.push({ parameter: 'max_event_count', message: 'must be 1' });
  if (typeof owner !== 'string' || !owner) problems.push({ parameter: 'owner', message: 'is required' });
  if (ownerType !== 'EventType') problems.push({ parameter: 'owner_type', message: 'must be EventType' });
  failOn(problems);
  if (!context.plan.singleUseLinks) throw errors.forbidden();
  const uuid = idsFromUri(owner, 'event_types')?.[0];
  const eventType = context.state.eventTypes.find((type) => type.uuid === uuid && type.active);
  if (!eventType) throw errors.notFound();
  const link: LinkRecord = {
    id: randomLinkId(),
    eventTypeUuid: eventType.uuid,
    maxEventCount: 1,
    usedByEventUuid: null,
    createdAt: new Date().toISOString(),
  };
  context.state.links.push(link);
  context.save();
  return {
    status: 201,
    body: {
      resource: {
        booking_url: uris.link(context, link.id, eventType.slug),
        owner: uris.eventType(context, eventType.uuid),
        owner_type: 'EventType',
      },
    },
  };
}
