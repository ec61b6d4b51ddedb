import * as Review from '../../core/inbox/delivery-review';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/bookings/deliveries', async ({ query }) =>
  ok(await Review.listForReview(query)),
);
