import { adminCreateSchema } from '@app/shared/admin/admins';
import * as Admins from '../../core/admins/admin-accounts';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'super_admin', body: adminCreateSchema }, async ({ body, caller }) =>
  created(await Admins.create(caller, body)),
);
