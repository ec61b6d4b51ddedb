import * as Feeds from '../../core/lessons/calendar-feeds';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/calendar-feed/revocation', async ({ caller, body }) => {
  const learner = await learnerOf(caller, body.learnerId);
  await Feeds.revoke({ kind: 'learner', id: learner.id });
  return noContent();
});
