import * as AddStudent from '../../core/students/add-student';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/students', async ({ body, caller }) =>
  created(await AddStudent.add(caller, body)),
);
