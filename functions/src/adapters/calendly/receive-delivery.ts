import { applyBookingEvent } from '../../core/bookings/apply-booking-event';
import { HttpError, UnauthorizedError } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/json-body';
import { log } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { envelopeSchema } from './calendly-event';
import { verifyCalendlySignature } from './calendly-signature';
import { toBookingEvent } from './map-delivery';

const parseEnvelope = (rawBody: string) => parseWith(envelopeSchema, readJson(rawBody));

/**
 * One delivery of Calendly's webhook: nothing is read or written before the signature holds
 * (401 otherwise). The delivery is then parsed, mapped to a booking event and applied by core.
 * Deliveries we do not handle are acknowledged at once, so Calendly never retries them.
 */
export async function receiveCalendlyDelivery(
  delivery: { signature: string | undefined; rawBody: string },
  keys: { signing: string; reference: () => Promise<string> },
  now = new Date(),
): Promise<{ event: string; outcome: string }> {
  if (!verifyCalendlySignature(delivery.signature, delivery.rawBody, keys.signing, Math.floor(now.getTime() / 1000))) {
    countMetric('WebhookSignatureFailures');
    throw new UnauthorizedError('Invalid webhook signature');
  }
  let envelope: ReturnType<typeof parseEnvelope>;
  let event: ReturnType<typeof toBookingEvent>;
  try {
    envelope = parseEnvelope(delivery.rawBody);
    event = toBookingEvent(envelope);
  } catch (error) {
    // A genuine delivery we cannot read: the team has to look (the alarm on this metric says so).
    if (error instanceof HttpError && error.status === 400) countMetric('WebhookNeedsReview');
    throw error;
  }
  const outcome = event ? await applyBookingEvent(event, { reference: keys.reference }, now) : 'ignored';
  log('info', 'scheduling webhook applied', { provider: 'calendly', event: envelope.event, outcome });
  return { event: envelope.event, outcome };
}
