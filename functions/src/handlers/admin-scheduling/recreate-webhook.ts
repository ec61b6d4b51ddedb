import { schedulingMessages } from '@app/shared/scheduling/schemas';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { recreateWebhook } from '../../core/scheduling/scheduling-account';
import { httpHandler, ok } from '../../http/http-handler';
import { ConflictError } from '../../lib/errors';

export const handler = httpHandler('POST /api/admin/scheduling/webhook', async ({ caller }) => {
  const port = await schedulingPort({ budget: 'request' });
  if (!port) throw new ConflictError(schedulingMessages.notConnected);
  return ok(await recreateWebhook(port, caller));
});
