import { requestPasswordReset } from '../../core/accounts/password-reset';
import { accepted, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/forgot-password',
  { abuse: { action: 'account-code', decoy: () => accepted({ email: '' }) } },
  async ({ body }) => accepted(await requestPasswordReset(body.email)),
);
