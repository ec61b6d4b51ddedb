import { refundQuerySchema } from '@app/shared/refunds/schemas';
import * as Refunds from '../../core/refunds/list-refunds';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: refundQuerySchema }, async ({ query }) =>
  ok(await Refunds.list({ status: query.status }, { cursor: query.cursor, limit: query.limit ?? 20 })),
);
