import * as MyCourse from '../../core/students/my-course';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/courses/{courseId}', async ({ caller, params, query }) => {
  const learner = await learnerOf(caller, query.learnerId);
  return ok(await MyCourse.myCourse(learner, params.courseId));
});
