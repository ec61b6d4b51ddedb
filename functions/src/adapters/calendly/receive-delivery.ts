import { createHash } from 'node:crypto';
import type { WebhookReceipt } from '@app/shared/http/contract';
import * as Inbox from '../../core/inbox/webhook-inbox';
import { UnauthorizedError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { verifyCalendlySignature } from './calendly-signature';

/**
 * One delivery of Calendly's webhook. Nothing is read or written before the signature and its
 * timestamp hold (401 otherwise: such a request is not Calendly's). A genuine delivery is then
 * stored in the webhook inbox exactly as it arrived, before anything parses it, and acknowledged:
 * its processing follows on its own (the inbox worker), so neither its content nor a slow or
 * failing service downstream can make Calendly see anything but 2xx, retry, and in the end
 * disable the subscription. Calendly's retries of one delivery carry the same body: one record.
 */
export async function receiveCalendlyDelivery(
  delivery: { signature: string | undefined; rawBody: string; userAgent?: string; contentType?: string },
  signingKey: string,
  now = new Date(),
): Promise<WebhookReceipt> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!verifyCalendlySignature(delivery.signature, delivery.rawBody, signingKey, nowSeconds)) {
    countMetric('WebhookSignatureFailures');
    throw new UnauthorizedError('Invalid webhook signature');
  }
  const deliveryId = calendlyDeliveryId(delivery.rawBody);
  const event = eventNameOf(delivery.rawBody);
  const { state } = await Inbox.receive({
    id: deliveryId,
    provider: 'calendly',
    event,
    rawBody: delivery.rawBody,
    headers: headersOfInterest(delivery),
    receivedAt: now.toISOString(),
  });
  log('info', 'scheduling webhook stored', { provider: 'calendly', event, deliveryId, state });
  return { deliveryId, event, state };
}

/** The inbox id of a Calendly delivery: the same body (a retry) is the same delivery. */
export function calendlyDeliveryId(rawBody: string): string {
  return createHash('sha256').update('calendly\n').update(rawBody).digest('hex');
}

/** The `event` a body names, read without trusting anything else in it (null when it names none). */
export function eventNameOf(rawBody: string): string | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    const event = typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : undefined;
    return typeof event === 'string' && event.length > 0 && event.length <= 100 ? event : null;
  } catch {
    return null;
  }
}

function headersOfInterest(delivery: { signature?: string; userAgent?: string; contentType?: string }) {
  const timestamp = /(?:^|,)\s*t=(\d{1,12})/.exec(delivery.signature ?? '')?.[1];
  const headers: Record<string, string> = {};
  if (timestamp) headers['signature-timestamp'] = new Date(Number(timestamp) * 1000).toISOString();
  if (delivery.userAgent) headers['user-agent'] = delivery.userAgent.slice(0, 300);
  if (delivery.contentType) headers['content-type'] = delivery.contentType.slice(0, 100);
  return headers;
}
