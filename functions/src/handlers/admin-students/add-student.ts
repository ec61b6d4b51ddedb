import { addStudentSchema } from '@app/shared/admin/students';
import * as AddStudent from '../../core/students/add-student';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: addStudentSchema }, async ({ body, caller }) =>
  created(await AddStudent.add(caller, body)),
);
