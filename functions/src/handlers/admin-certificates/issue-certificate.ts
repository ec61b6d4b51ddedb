import * as IssueCertificate from '../../core/certificates/issue-certificate';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/students/{studentId}/certificates',
  async ({ body, caller, params }) => created(await IssueCertificate.issue(caller, params.studentId, body)),
);
