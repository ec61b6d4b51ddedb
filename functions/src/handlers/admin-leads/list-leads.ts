import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/leads', async ({ query }) => ok(await ManageLeads.list(query)));
