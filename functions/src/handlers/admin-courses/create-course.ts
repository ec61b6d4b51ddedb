import * as Courses from '../../core/courses/courses';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/courses', async ({ body, caller }) =>
  created(await Courses.create(caller, body)),
);
