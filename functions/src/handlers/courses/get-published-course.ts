import * as Courses from '../../core/courses/courses';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public' }, async ({ params }) =>
  ok(await Courses.getPublished(params.courseId!)),
);
