import * as Refunds from '../../core/refunds/refunds';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/refund-requests/{refundId}/reject',
  async ({ body, caller, params }) => ok(await Refunds.reject(caller, params.refundId, body.reason)),
);
