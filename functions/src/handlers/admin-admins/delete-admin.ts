import * as Admins from '../../core/admins/admin-accounts';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('DELETE /api/admin/admins/{adminId}', async ({ caller, params }) => {
  await Admins.remove(caller, params.adminId);
  return noContent();
});
