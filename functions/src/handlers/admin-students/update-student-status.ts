import { studentStatusSchema } from '@app/shared/admin/students';
import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: studentStatusSchema }, async ({ body, caller, params }) =>
  ok(await AdminStudents.setStatus(caller, params.studentId!, body.status)),
);
