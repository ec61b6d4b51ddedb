import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/students/{studentId}/adjustments',
  async ({ body, caller, params }) => ok(await AdminStudents.adjust(caller, params.studentId, body)),
);
