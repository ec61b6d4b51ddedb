import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/lessons/{lessonId}', async ({ params }) =>
  ok(await Lists.lessonDetail(params.lessonId)),
);
