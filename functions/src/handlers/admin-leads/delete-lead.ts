import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, noContent } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'super_admin' }, async ({ caller, params }) => {
  await ManageLeads.remove(caller, params.leadId!);
  return noContent();
});
