import { courseLevelFilterSchema } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public', query: courseLevelFilterSchema }, async ({ query }) =>
  ok(await Courses.listPublished(query)),
);
