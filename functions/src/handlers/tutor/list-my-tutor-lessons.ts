import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/tutor/lessons', async ({ caller, query }) =>
  ok({ items: await Lists.tutorLessons(caller.userId, query.from, query.to) }),
);
