import * as z from 'zod';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';
import { pageQuery } from '../../lib/page-query';

const query = z.strictObject({
  published: z.enum(['true', 'false'], { error: 'published must be true or false' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...pageQuery,
});

export const handler = httpHandler({ access: 'admin', query }, async ({ query }) =>
  ok(
    await Courses.listAll({
      ...query,
      published: query.published === undefined ? undefined : query.published === 'true',
    }),
  ),
);
