import * as ListRequests from '../../core/requests/list-requests';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/package-requests', async ({ query }) =>
  ok(await ListRequests.listForTeam({ status: query.status }, query)),
);
