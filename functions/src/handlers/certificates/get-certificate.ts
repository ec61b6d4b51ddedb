import * as Certificates from '../../core/certificates/certificate-lookup';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/certificates/{code}', async ({ params }) =>
  ok(await Certificates.verify(params.code)),
);
