import * as Certificates from '../../core/certificates/certificate-lookup';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student' }, async ({ caller }) =>
  ok({ items: await Certificates.ofStudent(caller.userId) }),
);
