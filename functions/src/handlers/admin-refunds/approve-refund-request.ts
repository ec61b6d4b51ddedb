import * as Refunds from '../../core/refunds/refunds';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/refund-requests/{refundId}/approve', async ({ caller, params }) =>
  ok(await Refunds.approve(caller, params.refundId)),
);
