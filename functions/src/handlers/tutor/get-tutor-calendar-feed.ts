import * as Feeds from '../../core/lessons/calendar-feeds';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/tutor/calendar-feed', async ({ caller }) =>
  ok(await Feeds.current({ kind: 'tutor', id: caller.userId })),
);
