import { mapEventTypes } from '../../core/scheduling/scheduling-account';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/scheduling/event-types', async ({ caller, body }) =>
  ok(await mapEventTypes(body.mappings, caller)),
);
