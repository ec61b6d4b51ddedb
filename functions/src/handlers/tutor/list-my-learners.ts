import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/tutor/learners', async ({ caller }) =>
  ok({ items: await Lists.tutorLearners(caller.userId) }),
);
