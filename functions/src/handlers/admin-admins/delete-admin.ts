import * as Admins from '../../core/admins/admin-accounts';
import { httpHandler, noContent } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'super_admin' }, async ({ caller, params }) => {
  await Admins.remove(caller, params.adminId!);
  return noContent();
});
