import { setPolicy } from '../../core/scheduling/scheduling-account';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/scheduling/policy', async ({ caller, body }) =>
  ok(await setPolicy(body.beyondBalance, caller)),
);
