import * as Feeds from '../../core/lessons/calendar-feeds';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/tutor/calendar-feed', async ({ caller }) =>
  ok(await Feeds.renew({ kind: 'tutor', id: caller.userId })),
);
