import * as Learners from '../../core/learners/learners';
import { ACCOUNT_HOLDER } from '../../core/privacy/erase-student';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/learners', async ({ body, caller }) =>
  created(await Learners.addByHolder(caller.userId, ACCOUNT_HOLDER, body)),
);
