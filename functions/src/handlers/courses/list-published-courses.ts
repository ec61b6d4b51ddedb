import * as z from 'zod';
import { COURSE_LEVELS, courseMessages } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';
import { pageQuery } from '../../lib/page-query';

const query = z.strictObject({
  level: z.enum(COURSE_LEVELS, { error: courseMessages.level }).optional(),
  ...pageQuery,
});

export const handler = httpHandler({ access: 'public', query }, async ({ query }) =>
  ok(await Courses.listPublished(query)),
);
