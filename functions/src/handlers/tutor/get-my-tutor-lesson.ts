import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/tutor/lessons/{lessonId}', async ({ caller, params }) =>
  ok(await Lists.tutorLesson(caller.userId, params.lessonId)),
);
