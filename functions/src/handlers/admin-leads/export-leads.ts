import { leadExportQuerySchema } from '@app/shared/admin/leads';
import * as LeadsCsv from '../../core/leads/leads-csv';
import { httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: leadExportQuerySchema }, async ({ query }) => ({
  status: 200,
  text: await LeadsCsv.exportCsv(query),
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
  },
}));
