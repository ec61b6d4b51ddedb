import { adminCourseFilterSchema } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: adminCourseFilterSchema }, async ({ query }) =>
  ok(
    await Courses.listAll({
      ...query,
      published: query.published === undefined ? undefined : query.published === 'true',
    }),
  ),
);
