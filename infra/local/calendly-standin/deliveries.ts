import { signCalendlyBody } from '@app/functions/adapters/calendly/calendly-signature';
import { ownerOf, type StandInContext } from './context';
import { inviteeResource, scheduledEventResource, uris } from './resources';
import { MAX_DELIVERIES_KEPT, type DeliveryRecord, type EventRecord, type InviteeRecord } from './state';

/**
 * Webhook deliveries, as Calendly sends them: a POST of `{ event, created_at, created_by, payload }`
 * to each active subscription that asked for the event, signed with that subscription's key at the
 * time of sending (`Calendly-Webhook-Signature: t=<unix>,v1=<hex>`). A disabled subscription gets
 * nothing. One attempt each, no retries; every attempt is recorded in the state.
 */
export type WebhookEvent = 'invitee.created' | 'invitee.canceled' | 'invitee_no_show.created';

/** How long a receiver may take to answer before the attempt is recorded as failed. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** An invitee's payload: the invitee resource with its scheduled event embedded. */
export function inviteePayload(context: StandInContext, invitee: InviteeRecord, event: EventRecord) {
  return { ...inviteeResource(context, invitee), scheduled_event: scheduledEventResource(context, event) };
}

export function noShowPayload(context: StandInContext, invitee: InviteeRecord) {
  if (!invitee.noShow) throw new Error('The invitee is not marked as a no-show');
  return {
    uri: uris.noShow(context, invitee.noShow.uuid),
    invitee: uris.invitee(context, invitee.eventUuid, invitee.uuid),
    created_at: invitee.noShow.createdAt,
  };
}

/** Sends `event` to every subscription that wants it, all at once, and resolves when each has answered. */
export async function deliver(context: StandInContext, event: WebhookEvent, payload: unknown): Promise<void> {
  const owner = ownerOf(context);
  const targets = context.state.subscriptions.filter(
    (subscription) =>
      subscription.state === 'active' &&
      subscription.events.includes(event) &&
      (subscription.scope === 'organization' || subscription.userUuid === owner.uuid),
  );
  if (targets.length === 0) return;
  const body = JSON.stringify({
    event,
    created_at: new Date().toISOString(),
    created_by: uris.user(context, owner.uuid),
    payload,
  });
  const attempts = await Promise.all(
    targets.map(async (subscription): Promise<DeliveryRecord> => {
      const at = new Date();
      const record = {
        subscriptionUuid: subscription.uuid,
        url: subscription.callbackUrl,
        event,
        at: at.toISOString(),
      };
      try {
        const answer = await fetch(subscription.callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Calendly-Webhook',
            'calendly-webhook-signature': signCalendlyBody(
              body,
              subscription.signingKey,
              Math.floor(at.getTime() / 1000),
            ),
          },
          body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        await answer.arrayBuffer();
        return { ...record, status: answer.status, error: null };
      } catch (error) {
        return { ...record, status: null, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  context.state.deliveries.push(...attempts);
  context.state.deliveries.splice(0, Math.max(0, context.state.deliveries.length - MAX_DELIVERIES_KEPT));
  context.save();
}
