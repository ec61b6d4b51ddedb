import { accountMessages } from '@app/shared/auth/account-codes';
import * as Requests from '../../core/requests/package-requests';
import { learnerOf } from '../../core/learners/learner-access';
import { created, httpHandler } from '../../http/http-handler';
import { ForbiddenError } from '../../lib/errors';

export const handler = httpHandler('POST /api/me/package-requests', async ({ body, caller }) => {
  // An unproven address gets no mail quoting what was typed (a request's mails quote the name).
  if (!caller.emailVerified) throw new ForbiddenError(accountMessages.verifyFirst);
  const { learnerId, ...input } = body;
  const learner = await learnerOf(caller, learnerId);
  return created(await Requests.create(learner, input));
});
