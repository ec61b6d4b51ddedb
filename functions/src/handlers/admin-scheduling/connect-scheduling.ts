import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { connectAccount } from '../../core/scheduling/scheduling-account';
import { httpHandler, ok } from '../../http/http-handler';

/** A super admin connects the school's Calendly account with a personal access token. */
export const handler = httpHandler('POST /api/admin/scheduling/connection', async ({ caller, body }) => {
  const port = await schedulingPort({ token: body.token, budget: 'request' });
  const connected = await connectAccount(port!, body.token, caller);
  return ok(connected.settings);
});
