import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PATCH /api/admin/students/{studentId}', async ({ body, caller, params }) =>
  ok(await AdminStudents.setStatus(caller, params.studentId, body)),
);
