import * as z from 'zod';
import type { CourseLevel } from '../courses/schemas';
import { optionalText, requiredText } from '../text';

export const certificateMessages = {
  courseRequired: 'Choose the completed course',
  courseNotFound: 'Course not found',
  studentNotFound: 'Student not found',
  alreadyIssued: 'This student already has a valid certificate for this course.',
  notFound: 'Certificate not found',
  reasonRequired: 'Reason is required',
  alreadyRevoked: 'This certificate has already been revoked.',
  tryAgain: 'The certificate could not be issued. Please try again.',
  revokedPdf: 'This certificate was revoked, so it can no longer be downloaded.',
  noSessions:
    'This student has no booked or attended session of this course. Are you sure they completed it? Issue the certificate anyway to confirm.',
} as const;

/**
 * Certificate codes: 20 characters of Crockford's base32 (100 random bits) in five groups of four,
 * e.g. `7K3M-Q9XD-2HBT-8WZC-N4RF`. Unguessable, yet short enough to read out or type from paper.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/**
 * A code as a person may type it (lower case, without or with other dashes or spaces, O for 0,
 * I or L for 1, as Crockford's base32 allows) in its one written form; anything that is not a
 * code comes back unchanged (and is then unknown).
 */
export function normalizeCertificateCode(input: string): string {
  const characters = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(characters)) return input;
  return characters.match(/.{4}/g)!.join('-');
}

/** The public verification page of a certificate, relative to the site. */
export const certificatePath = (code: string) => `/certificates/${code}`;
/** Its PDF, made by the server (the contract's `GET /api/certificates/{code}/pdf`, as a link). */
export const certificatePdfPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;

/** POST /api/admin/students/{studentId}/certificates */
export const certificateIssueSchema = z.strictObject({
  courseId: z.uuid(certificateMessages.courseRequired),
  note: optionalText(500),
  /** The admin confirmed the course was completed although no session of it was ever booked. */
  withoutSessions: z.boolean({ error: 'withoutSessions must be true or false' }).optional(),
});
export type CertificateIssueInput = z.input<typeof certificateIssueSchema>;

/** POST /api/admin/certificates/{code}/revoke (super admins) */
export const certificateRevokeSchema = z.strictObject({
  reason: requiredText(1, certificateMessages.reasonRequired, 500, 'Reason must be at most 500 characters'),
});
export type CertificateRevokeInput = z.input<typeof certificateRevokeSchema>;

export type CertificateStatus = 'valid' | 'revoked';

/**
 * A certificate of completion. Name, course and level are copied when it is issued: a later
 * change of the profile or the course never changes what a certificate says.
 */
export interface Certificate {
  code: string;
  studentId: string;
  studentName: string;
  courseId: string;
  courseTitle: string;
  level: CourseLevel;
  /** The admin's optional note (shown to the student and on the certificate). */
  note: string;
  issuedAt: string;
  issuedBy: string;
  status: CertificateStatus;
  revokedAt: string | null;
  /** Only the back office sees why. */
  revokedReason: string | null;
}

/** GET /api/me/certificates: a student's own certificates (who issued it and why it was revoked stay in the back office). */
export type StudentCertificate = Omit<Certificate, 'studentId' | 'issuedBy' | 'revokedReason'>;

/** GET /api/certificates/{code}: what anyone holding the code may see. */
export interface PublicCertificate {
  code: string;
  studentName: string;
  courseTitle: string;
  level: CourseLevel;
  note: string;
  issuedAt: string;
  school: string;
  status: CertificateStatus;
  revokedAt: string | null;
}
