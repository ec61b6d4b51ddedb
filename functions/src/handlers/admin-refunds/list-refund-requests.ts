import * as Refunds from '../../core/refunds/list-refunds';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/refund-requests', async ({ query }) =>
  ok(await Refunds.list({ status: query.status }, { cursor: query.cursor, limit: query.limit ?? 20 })),
);
