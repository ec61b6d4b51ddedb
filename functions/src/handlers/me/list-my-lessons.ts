import * as Lists from '../../core/lessons/lesson-lists';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/lessons', async ({ caller, query }) => {
  const learner = await learnerOf(caller, query.learnerId);
  return ok(await Lists.learnerLessons(learner.id, query.cursor));
});
