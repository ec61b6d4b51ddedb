import { learnerOf } from '../../core/learners/learner-access';
import { ACCOUNT_HOLDER, removeLearner } from '../../core/privacy/erase-student';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/learners/{learnerId}/removal', async ({ body, caller, params }) => {
  const learner = await learnerOf(caller, params.learnerId);
  await removeLearner(ACCOUNT_HOLDER, learner, body.confirmName);
  return noContent();
});
