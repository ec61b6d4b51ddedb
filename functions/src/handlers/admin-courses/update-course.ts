import { courseInputSchema } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: courseInputSchema }, async ({ body, caller, params }) =>
  ok(await Courses.update(caller, params.courseId!, body)),
);
