import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PATCH /api/admin/leads/{leadId}', async ({ body, caller, params }) =>
  ok(await ManageLeads.update(caller, params.leadId, body)),
);
