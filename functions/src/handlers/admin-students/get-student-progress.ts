import * as Lists from '../../core/lessons/lesson-lists';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/students/{studentId}/progress', async ({ params }) =>
  ok(await Lists.studentProgress(params.studentId)),
);
