import * as Queue from '../../core/bookings/unmatched-queue';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/bookings/unmatched/{bookingId}/dismiss',
  async ({ body, caller, params }) => ok(await Queue.dismiss(caller, params.bookingId, body.reason)),
);
