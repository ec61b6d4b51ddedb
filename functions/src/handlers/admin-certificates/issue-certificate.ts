import { certificateIssueSchema } from '@app/shared/certificates/schemas';
import * as IssueCertificate from '../../core/certificates/issue-certificate';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler(
  { access: 'admin', body: certificateIssueSchema },
  async ({ body, caller, params }) => created(await IssueCertificate.issue(caller, params.studentId!, body)),
);
