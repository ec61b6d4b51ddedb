import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async ({ params }) =>
  ok(await AdminStudents.detail(params.studentId!)),
);
