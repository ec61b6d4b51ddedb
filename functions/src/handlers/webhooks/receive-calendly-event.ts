import { receiveCalendlyDelivery } from '../../adapters/calendly/receive-delivery';
import { httpHandler, ok } from '../../http/http-handler';
import { bookingReferenceKey, calendlySigningKey } from '../../lib/secrets';

export const handler = httpHandler('POST /api/webhooks/calendly', async ({ rawBody, headers }) =>
  ok(
    await receiveCalendlyDelivery(
      { signature: headers['calendly-webhook-signature'], rawBody },
      { signing: await calendlySigningKey(), reference: bookingReferenceKey },
    ),
  ),
);
