import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'PUT /api/admin/courses/{courseId}',
  async ({ body: { version, ...course }, caller, params }) =>
    ok(await Courses.update(caller, params.courseId, course, version)),
);
