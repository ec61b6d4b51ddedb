import { certificateMessages, certificatePath } from '@app/shared/certificates/schemas';
import * as Certificates from '../../core/certificates/certificate-lookup';
import { certificatePdf } from '../../core/certificates/pdf/certificate-pdf';
import { env } from '../../lib/env';
import { GoneError } from '../../lib/errors';
import { httpHandler } from '../../http/http-handler';
import { SCHOOL_NAME } from '../../lib/school';

export const handler = httpHandler('GET /api/certificates/{code}/pdf', async ({ params }) => {
  const certificate = await Certificates.find(params.code);
  if (certificate.status === 'revoked') throw new GoneError(certificateMessages.revokedPdf);
  const pdf = await certificatePdf(certificate, SCHOOL_NAME, `${env.siteUrl()}${certificatePath(certificate.code)}`);
  return {
    status: 200,
    binary: pdf,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificate-${certificate.code}.pdf"`,
    },
  };
});
