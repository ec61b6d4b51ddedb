import { resendInvitation } from '../../core/students/resend-invitation';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/students/{studentId}/invitation', async ({ caller, params }) =>
  ok(await resendInvitation(caller, params.studentId)),
);
