import * as Tutors from '../../core/tutors/tutor-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/courses/{courseId}/tutor', async ({ params }) =>
  ok(await Tutors.courseTutor(params.courseId)),
);
