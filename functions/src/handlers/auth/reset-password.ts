import { resetPassword } from '../../core/accounts/password-reset';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/reset-password',
  { abuse: { action: 'account-code-check', decoy: noContent } },
  async ({ body }) => {
    await resetPassword(body);
    return noContent();
  },
);
