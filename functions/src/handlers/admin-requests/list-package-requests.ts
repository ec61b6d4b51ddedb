import { adminRequestFilterSchema } from '@app/shared/admin/requests';
import * as ListRequests from '../../core/requests/list-requests';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: adminRequestFilterSchema }, async ({ query }) =>
  ok(await ListRequests.listForTeam({ status: query.status }, query)),
);
