import * as Dashboard from '../../core/students/dashboard';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/dashboard', async ({ caller, query }) => {
  const learner = await learnerOf(caller, query.learnerId);
  return ok(await Dashboard.dashboard(learner.id));
});
