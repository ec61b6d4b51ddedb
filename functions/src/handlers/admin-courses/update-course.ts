import { courseUpdateSchema } from '@app/shared/courses/schemas';
import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler(
  { access: 'admin', body: courseUpdateSchema },
  async ({ body: { version, ...course }, caller, params }) =>
    ok(await Courses.update(caller, params.courseId!, course, version)),
);
