import * as Actions from '../../core/lessons/lesson-actions';
import { actorOf } from '../../core/lessons/lesson-actor';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/lessons/{lessonId}/cancellation',
  async ({ caller, params, body }) =>
    ok(await Actions.cancelForSchool(actorOf(caller, 'admin'), params.lessonId, body.reason)),
);
