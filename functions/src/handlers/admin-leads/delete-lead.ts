import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('DELETE /api/admin/leads/{leadId}', async ({ caller, params }) => {
  await ManageLeads.remove(caller, params.leadId);
  return noContent();
});
