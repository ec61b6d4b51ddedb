import * as Courses from '../../core/courses/courses';
import { httpHandler, noContent } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async ({ caller, params }) => {
  await Courses.remove(caller, params.courseId!);
  return noContent();
});
