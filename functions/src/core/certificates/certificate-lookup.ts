import {
  CERTIFICATE_CODE_PATTERN,
  certificateMessages,
  normalizeCertificateCode,
  type Certificate,
  type PublicCertificate,
  type StudentCertificate,
} from '@app/shared/certificates/schemas';
import * as CertificateEntity from '../../db/entities/certificate';
import { NotFoundError } from '../../lib/errors';
import { SCHOOL_NAME } from '../../lib/school';

/**
 * Reading certificates: the public check by code, the PDF's data, a student's own list. Kept apart
 * from issuing and revoking so the public functions load no mail client.
 */

/** The signed-in student's certificates, newest first. */
export async function ofStudent(studentId: string): Promise<StudentCertificate[]> {
  const certificates = await CertificateEntity.allOfStudent(studentId);
  return certificates.map(({ studentId: _student, issuedBy: _issuer, revokedReason: _reason, ...own }) => own);
}

/**
 * What anyone holding the code may see (never the student id, the issuer or a revoke reason).
 * `consistent`: read what was just written (a page that CloudFront then keeps a minute).
 */
export async function verify(code: string, consistent = false): Promise<PublicCertificate> {
  const certificate = await find(code, consistent);
  return {
    code: certificate.code,
    studentName: certificate.studentName,
    courseTitle: certificate.courseTitle,
    level: certificate.level,
    note: certificate.note,
    issuedAt: certificate.issuedAt,
    school: SCHOOL_NAME,
    status: certificate.status,
    revokedAt: certificate.revokedAt,
  };
}

/**
 * The certificate of a code as typed (lower case, O for 0… are read as the code they stand for);
 * a code that cannot be one (wrong shape) is as unknown as one never issued.
 */
export async function find(typed: string, consistent = false): Promise<Certificate> {
  const code = normalizeCertificateCode(typed);
  const certificate = CERTIFICATE_CODE_PATTERN.test(code) ? await CertificateEntity.get(code, consistent) : null;
  if (!certificate) throw new NotFoundError(certificateMessages.notFound);
  return certificate;
}
