import * as LeadsCsv from '../../core/leads/leads-csv';
import { httpHandler } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/leads/export', async ({ query }) => ({
  status: 200,
  text: await LeadsCsv.exportCsv(query),
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
  },
}));
