import { ACCOUNT_HOLDER, eraseAccount } from '../../core/privacy/erase-student';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/deletion', async ({ body, caller }) => {
  await eraseAccount(ACCOUNT_HOLDER, caller.userId, body.confirmEmail);
  return noContent();
});
