import * as Webhook from '../../core/webhooks/calendly-webhook';
import { httpHandler, ok } from '../../lib/http-handler';
import { bookingReferenceKey, calendlySigningKey } from '../../lib/secrets';

export const handler = httpHandler({ access: 'public' }, async ({ rawBody, headers }) =>
  ok(
    await Webhook.receive(
      { signature: headers['calendly-webhook-signature'], rawBody },
      { signing: await calendlySigningKey(), reference: bookingReferenceKey },
    ),
  ),
);
