import { refundRejectSchema } from '@app/shared/refunds/schemas';
import * as Refunds from '../../core/refunds/refunds';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: refundRejectSchema }, async ({ body, caller, params }) =>
  ok(await Refunds.reject(caller, params.refundId!, body.reason)),
);
