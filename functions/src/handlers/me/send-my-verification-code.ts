import { sendMyVerificationCode } from '../../core/accounts/email-verification';
import { accepted, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/verification-code', async ({ caller }) =>
  accepted(await sendMyVerificationCode(caller.email)),
);
