import { recordTwoFactor } from '../../core/admins/two-factor';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/me/two-factor', async ({ caller }) =>
  ok(await recordTwoFactor(caller)),
);
