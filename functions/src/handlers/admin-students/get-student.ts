import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/students/{studentId}', async ({ params }) =>
  ok(await AdminStudents.detail(params.studentId)),
);
