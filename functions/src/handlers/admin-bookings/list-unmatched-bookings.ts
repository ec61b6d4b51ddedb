import { unmatchedQuerySchema } from '@app/shared/admin/bookings';
import * as Queue from '../../core/bookings/unmatched-queue';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: unmatchedQuerySchema }, async ({ query }) =>
  ok(await Queue.listOpen(query)),
);
