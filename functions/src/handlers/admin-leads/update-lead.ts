import { leadUpdateSchema } from '@app/shared/admin/leads';
import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: leadUpdateSchema }, async ({ body, caller, params }) =>
  ok(await ManageLeads.update(caller, params.leadId!, body)),
);
