import * as RevokeCertificate from '../../core/certificates/revoke-certificate';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/certificates/{code}/revoke', async ({ body, caller, params }) =>
  ok(await RevokeCertificate.revoke(caller, params.code, body.reason)),
);
