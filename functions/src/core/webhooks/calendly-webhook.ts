import { UnauthorizedError } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/http-handler';
import { log } from '../../lib/logger';
import { applyInviteeCanceled } from '../bookings/apply-invitee-canceled';
import { applyInviteeCreated } from '../bookings/apply-invitee-created';
import * as LessonNotices from '../bookings/lesson-notices';
import { envelopeSchema, inviteeSchema } from './calendly-event';
import { verifyCalendlySignature } from './calendly-signature';

/**
 * One delivery of the scheduling webhook: nothing is read or written before the signature holds.
 * Events we do not handle are acknowledged at once, so the service never retries them.
 */
export async function receive(
  delivery: { signature: string | undefined; rawBody: string },
  keys: { signing: string; reference: () => Promise<string> },
  now = new Date(),
): Promise<{ event: string; outcome: string }> {
  if (!verifyCalendlySignature(delivery.signature, delivery.rawBody, keys.signing, Math.floor(now.getTime() / 1000))) {
    throw new UnauthorizedError('Invalid webhook signature');
  }
  const envelope = parseWith(envelopeSchema, readJson(delivery.rawBody));
  let outcome = 'ignored';
  if (envelope.event === 'invitee.created') {
    const invitee = parseWith(inviteeSchema, envelope.payload);
    const created = await applyInviteeCreated(invitee, await keys.reference());
    await LessonNotices.afterCreated(invitee, created);
    outcome = created;
  } else if (envelope.event === 'invitee.canceled') {
    const invitee = parseWith(inviteeSchema, envelope.payload);
    const canceled = await applyInviteeCanceled(invitee, now);
    await LessonNotices.afterCanceled(invitee, canceled);
    outcome = canceled;
  }
  log('info', 'scheduling webhook applied', { event: envelope.event, outcome });
  return { event: envelope.event, outcome };
}
