import * as Profile from '../../core/students/profile';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/me/profile', async ({ body, caller }) => {
  const { learnerId, ...answers } = body;
  const learner = await learnerOf(caller, learnerId);
  return ok(await Profile.saveIntake(learner.id, answers));
});
