import { adminLeadFilterSchema } from '@app/shared/leads/schemas';
import * as Leads from '../../core/leads/leads';
import { httpHandler, ok } from '../../lib/http-handler';
import { pageQuery } from '../../lib/page-query';

const query = adminLeadFilterSchema.extend(pageQuery);

export const handler = httpHandler({ access: 'admin', query }, async ({ query }) => ok(await Leads.list(query)));
