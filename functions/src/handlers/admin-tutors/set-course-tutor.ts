import * as Tutors from '../../core/tutors/tutor-accounts';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/courses/{courseId}/tutor', async ({ caller, params, body }) =>
  ok(await Tutors.setCourseTutor(caller, params.courseId, body.tutorId)),
);
