import * as Requests from '../../core/requests/package-requests';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/package-requests', async ({ body, caller }) =>
  created(await Requests.create(caller.userId, body)),
);
