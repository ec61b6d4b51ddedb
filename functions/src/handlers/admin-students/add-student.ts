import { addStudentSchema } from '@app/shared/admin/students';
import * as AdminStudents from '../../core/students/admin-students';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: addStudentSchema }, async ({ body, caller }) =>
  created(await AdminStudents.add(caller, body)),
);
