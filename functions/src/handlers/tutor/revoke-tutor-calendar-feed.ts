import * as Feeds from '../../core/lessons/calendar-feeds';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('POST /api/tutor/calendar-feed/revocation', async ({ caller }) => {
  await Feeds.revoke({ kind: 'tutor', id: caller.userId });
  return noContent();
});
