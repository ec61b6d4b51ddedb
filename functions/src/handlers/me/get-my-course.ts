import * as MyCourse from '../../core/students/my-course';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/courses/{courseId}', async ({ caller, params }) =>
  ok(await MyCourse.myCourse(caller.userId, params.courseId)),
);
