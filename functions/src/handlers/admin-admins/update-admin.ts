import * as Admins from '../../core/admins/admin-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PATCH /api/admin/admins/{adminId}', async ({ body, caller, params }) =>
  ok(await Admins.update(caller, params.adminId, body)),
);
