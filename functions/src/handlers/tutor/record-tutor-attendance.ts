import * as Actions from '../../core/lessons/lesson-actions';
import { actorOf } from '../../core/lessons/lesson-actor';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/tutor/lessons/{lessonId}/attendance', async ({ caller, params, body }) =>
  ok(await Actions.recordAttendance(actorOf(caller, 'tutor'), params.lessonId, body.outcome)),
);
