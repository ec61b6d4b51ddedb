import * as Actions from '../../core/lessons/lesson-actions';
import { actorOf } from '../../core/lessons/lesson-actor';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/lessons/{lessonId}/tutor', async ({ caller, params, body }) =>
  ok(await Actions.assignTutor(actorOf(caller, 'admin'), params.lessonId, body.tutorId)),
);
