import { contactSchema } from '@app/shared/contact/schemas';
import * as RateLimit from '../../core/abuse/rate-limit';
import * as Contact from '../../core/contact/contact';
import { httpHandler, ok } from '../../lib/http-handler';
import { log } from '../../lib/logger';

export const handler = httpHandler({ body: contactSchema }, async ({ body, clientIp, requestId }) => {
  await RateLimit.consume('contact', clientIp);
  const { website, ...message } = body;
  if (website) {
    log('warn', 'honeypot filled; message dropped', { requestId });
    return ok({ sent: true });
  }
  await Contact.sendToTeam(message);
  return ok({ sent: true });
});
