import { adminLeadFilterSchema } from '@app/shared/leads/schemas';
import * as Leads from '../../core/leads/leads';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: adminLeadFilterSchema }, async ({ query }) =>
  ok(await Leads.list(query)),
);
