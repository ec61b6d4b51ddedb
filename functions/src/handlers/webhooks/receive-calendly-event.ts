import { receiveCalendlyDelivery } from '../../adapters/calendly/receive-delivery';
import { httpHandler, ok } from '../../http/http-handler';
import { calendlySigningKey } from '../../lib/secrets';

/** Stores a signed delivery in the webhook inbox and answers; the inbox worker processes it. */
export const handler = httpHandler('POST /api/webhooks/calendly', async ({ rawBody, headers }) =>
  ok(
    await receiveCalendlyDelivery(
      {
        signature: headers['calendly-webhook-signature'],
        rawBody,
        userAgent: headers['user-agent'],
        contentType: headers['content-type'],
      },
      await calendlySigningKey(),
    ),
  ),
);
