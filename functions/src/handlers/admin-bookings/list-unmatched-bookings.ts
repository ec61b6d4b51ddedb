import * as Queue from '../../core/bookings/unmatched-queue';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/bookings/unmatched', async ({ query }) =>
  ok(await Queue.listOpen(query)),
);
