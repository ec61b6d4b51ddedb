import * as Courses from '../../core/courses/courses';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('DELETE /api/admin/courses/{courseId}', async ({ caller, params }) => {
  await Courses.remove(caller, params.courseId);
  return noContent();
});
