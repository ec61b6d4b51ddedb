import { inboxProcessors } from '../../adapters/inbox-processors';
import * as Review from '../../core/inbox/delivery-review';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/bookings/deliveries/{deliveryId}/process',
  async ({ caller, params }) => ok(await Review.processAgain(caller, params.deliveryId, inboxProcessors)),
);
