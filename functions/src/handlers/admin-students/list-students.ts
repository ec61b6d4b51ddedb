import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/students', async ({ query }) =>
  ok(await AdminStudents.list({ status: query.status, q: query.q }, query)),
);
