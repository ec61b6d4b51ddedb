import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/lessons/export', async ({ query }) => ({
  status: 200,
  text: await Lists.lessonsCsv(query),
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="lessons-${query.from.slice(0, 10)}.csv"`,
  },
}));
