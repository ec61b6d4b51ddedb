import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/courses/{courseId}', async ({ params }) =>
  ok(await Courses.getPublished(params.courseId)),
);
