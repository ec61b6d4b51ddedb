import { eraseStudent } from '../../core/privacy/erase-student';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/students/{studentId}/deletion',
  async ({ body, caller, params }) => {
    await eraseStudent(caller, params.studentId, body.confirmEmail);
    return noContent();
  },
);
