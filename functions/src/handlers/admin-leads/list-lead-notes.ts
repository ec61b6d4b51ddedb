import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/leads/{leadId}/notes', async ({ params }) =>
  ok({ items: await ManageLeads.notes(params.leadId) }),
);
