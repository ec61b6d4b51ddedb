import { adjustmentSchema } from '@app/shared/admin/students';
import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: adjustmentSchema }, async ({ body, caller, params }) =>
  ok(await AdminStudents.adjust(caller, params.studentId!, body)),
);
