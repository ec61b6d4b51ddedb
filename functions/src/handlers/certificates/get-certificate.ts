import * as Certificates from '../../core/certificates/certificate-lookup';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public' }, async ({ params }) =>
  ok(await Certificates.verify(params.code!)),
);
