import { verifyMyEmail } from '../../core/accounts/email-verification';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/verify-email', async ({ body, caller }) => {
  await verifyMyEmail(caller.email, body.code);
  return noContent();
});
