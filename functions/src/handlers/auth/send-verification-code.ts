import { sendVerificationCode } from '../../core/accounts/email-verification';
import { accepted, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/auth/verification-code',
  { abuse: { action: 'account-code', decoy: () => accepted({ email: '' }) } },
  async ({ body }) => accepted(await sendVerificationCode(body.email)),
);
