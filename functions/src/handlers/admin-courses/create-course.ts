import { courseInputSchema } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: courseInputSchema }, async ({ body, caller }) =>
  created(await Courses.create(caller, body)),
);
