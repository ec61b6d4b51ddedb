import * as Review from '../../core/inbox/delivery-review';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/bookings/deliveries/{deliveryId}/link',
  async ({ body, caller, params }) => ok(await Review.link(caller, params.deliveryId, body)),
);
