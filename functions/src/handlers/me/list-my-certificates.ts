import * as Certificates from '../../core/certificates/certificate-lookup';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/certificates', async ({ caller }) =>
  ok({ items: await Certificates.ofStudent(caller.userId) }),
);
