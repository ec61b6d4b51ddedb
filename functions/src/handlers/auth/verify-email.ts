import { verifyEmail } from '../../core/accounts/email-verification';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/verify-email',
  { abuse: { action: 'account-code-check', decoy: noContent } },
  async ({ body }) => {
    await verifyEmail(body.email, body.code, body.password);
    return noContent();
  },
);
