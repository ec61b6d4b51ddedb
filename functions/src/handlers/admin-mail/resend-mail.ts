import * as FailedMail from '../../core/mail/failed-mail';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/mail/{mailId}/resend', async ({ caller, params }) =>
  ok(await FailedMail.resend(caller, params.mailId)),
);
