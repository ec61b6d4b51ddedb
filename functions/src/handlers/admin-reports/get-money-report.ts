import { moneyReport } from '../../core/reports/money-report';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/reports/money', async ({ query }) =>
  ok(await moneyReport(query.from, query.to)),
);
