import { adminLeadFilterSchema } from '@app/shared/leads/schemas';
import * as ManageLeads from '../../core/leads/manage-leads';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: adminLeadFilterSchema }, async ({ query }) =>
  ok(await ManageLeads.list(query)),
);
