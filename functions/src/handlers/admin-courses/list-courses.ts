import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/courses', async ({ query }) =>
  ok(
    await Courses.listAll({
      ...query,
      published: query.published === undefined ? undefined : query.published === 'true',
    }),
  ),
);
