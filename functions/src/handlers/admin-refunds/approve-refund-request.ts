import { refundApproveSchema } from '@app/shared/refunds/schemas';
import * as Refunds from '../../core/refunds/refunds';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: refundApproveSchema }, async ({ caller, params }) =>
  ok(await Refunds.approve(caller, params.refundId!)),
);
