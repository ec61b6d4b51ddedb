import { adminUpdateSchema } from '@app/shared/admin/admins';
import * as Admins from '../../core/admins/admin-accounts';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler(
  { access: 'super_admin', body: adminUpdateSchema },
  async ({ body, caller, params }) => ok(await Admins.update(caller, params.adminId!, body)),
);
