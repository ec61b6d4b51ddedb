import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/courses/{courseId}', async ({ params }) =>
  ok(await Courses.getAny(params.courseId)),
);
