import { FEED_TOKEN } from '@app/shared/lessons/lessons';
import * as Feeds from '../../core/lessons/calendar-feeds';
import { httpHandler } from '../../http/http-handler';
import { NotFoundError } from '../../lib/errors';

/** A calendar app's request for a feed: the token in the path is the secret (`.ics` may follow). */
export const handler = httpHandler('GET /api/calendar/{feedToken}', async ({ params }) => {
  const token = params.feedToken.replace(/\.ics$/, '');
  if (!FEED_TOKEN.test(token)) throw new NotFoundError('Calendar not found');
  return {
    status: 200,
    text: await Feeds.render(token),
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'content-disposition': 'inline; filename="lessons.ics"',
    },
  };
});
