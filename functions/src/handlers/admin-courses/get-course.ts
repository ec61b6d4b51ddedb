import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async ({ params }) =>
  ok(await Courses.getAny(params.courseId!)),
);
