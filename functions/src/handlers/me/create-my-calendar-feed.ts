import * as Feeds from '../../core/lessons/calendar-feeds';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/calendar-feed', async ({ caller, body }) => {
  const learner = await learnerOf(caller, body.learnerId);
  return ok(await Feeds.renew({ kind: 'learner', id: learner.id }));
});
