import * as FailedMail from '../../core/mail/failed-mail';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/mail/failed', async ({ query }) =>
  ok(await FailedMail.listFailed(query)),
);
