import { leadInputSchema } from '@app/shared/leads/schemas';
import * as RateLimit from '../../core/abuse/rate-limit';
import * as Leads from '../../core/leads/leads';
import { created, httpHandler } from '../../lib/http-handler';
import { log } from '../../lib/logger';

export const handler = httpHandler({ body: leadInputSchema }, async ({ body, clientIp, requestId }) => {
  await RateLimit.consume('leads', clientIp);
  const { website, consent: _consent, ...input } = body;
  if (website) {
    // A person never sees the honeypot field; a bot fills it. Answer as usual, store nothing.
    log('warn', 'honeypot filled; lead dropped', { requestId });
    return created({ id: crypto.randomUUID() });
  }
  const lead = await Leads.create(input);
  return created({ id: lead.id });
});
