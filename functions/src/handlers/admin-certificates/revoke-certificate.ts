import { certificateRevokeSchema } from '@app/shared/certificates/schemas';
import * as RevokeCertificate from '../../core/certificates/revoke-certificate';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler(
  { access: 'super_admin', body: certificateRevokeSchema },
  async ({ body, caller, params }) => ok(await RevokeCertificate.revoke(caller, params.code!, body.reason)),
);
