import * as Feeds from '../../core/lessons/calendar-feeds';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/calendar-feed', async ({ caller, query }) => {
  const learner = await learnerOf(caller, query.learnerId);
  return ok(await Feeds.current({ kind: 'learner', id: learner.id }));
});
