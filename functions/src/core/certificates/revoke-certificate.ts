import { certificateMessages, type Certificate } from '@app/shared/certificates/schemas';
import * as Activity from '../../db/entities/activity';
import * as CertificateEntity from '../../db/entities/certificate';
import { transact } from '../../db/transact';
import { ConflictError } from '../../lib/errors';
import { find } from './certificate-lookup';

/**
 * Revoking a certificate (super admins, with a reason): its page then says it was revoked, its
 * PDF is no longer served, and the course may be certified again. Recorded in the activity log.
 */
type Actor = Activity.Actor;

export async function revoke(actor: Actor, code: string, reason: string): Promise<Certificate> {
  const certificate = await find(code, true);
  if (certificate.status === 'revoked') throw new ConflictError(certificateMessages.alreadyRevoked);
  const revokedAt = new Date().toISOString();
  const items = CertificateEntity.revoke(certificate, reason, revokedAt);
  await transact([
    { item: items.certificate, onConditionFailed: () => new ConflictError(certificateMessages.alreadyRevoked) },
    { item: items.marker },
    {
      item: Activity.put(actor, {
        action: 'revoke',
        entityType: 'certificate',
        entityId: certificate.code,
        details: { studentId: certificate.studentId, courseId: certificate.courseId, reason },
      }),
    },
  ]);
  return { ...certificate, status: 'revoked', revokedAt, revokedReason: reason };
}
