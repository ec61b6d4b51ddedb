import { adminStudentFilterSchema } from '@app/shared/admin/students';
import * as AdminStudents from '../../core/students/admin-students';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: adminStudentFilterSchema }, async ({ query }) =>
  ok(await AdminStudents.list({ status: query.status, q: query.q }, query)),
);
