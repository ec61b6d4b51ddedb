import * as MyCourse from '../../core/students/my-course';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student' }, async ({ caller, params }) =>
  ok(await MyCourse.myCourse(caller.userId, params.courseId!)),
);
