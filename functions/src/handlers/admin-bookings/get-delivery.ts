import * as Review from '../../core/inbox/delivery-review';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/bookings/deliveries/{deliveryId}', async ({ params }) =>
  ok(await Review.detail(params.deliveryId)),
);
