import { sendAdminReset } from '../../core/accounts/password-reset';
import { accepted, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/admins/{adminId}/password-reset', async ({ params }) =>
  accepted(await sendAdminReset(params.adminId)),
);
