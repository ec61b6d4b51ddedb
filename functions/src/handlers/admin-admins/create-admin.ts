import * as Admins from '../../core/admins/admin-accounts';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/admins', async ({ body, caller }) =>
  created(await Admins.create(caller, body)),
);
