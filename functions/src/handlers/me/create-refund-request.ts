import * as Refunds from '../../core/refunds/refunds';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/me/refund-requests', async ({ body, caller }) =>
  created(await Refunds.ask(caller, body.packageRequestId)),
);
