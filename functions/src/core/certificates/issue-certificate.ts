import { certificateMessages, type Certificate, type CertificateIssueInput } from '@app/shared/certificates/schemas';
import * as Activity from '../../db/entities/activity';
import * as CertificateEntity from '../../db/entities/certificate';
import * as Ledger from '../../db/entities/ledger-entry';
import * as Course from '../../db/entities/course';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { mailSteps } from '../mail/outbox';
import { issuedMail } from './certificate-mail';
import { newCertificateCode } from './certificate-code';

/**
 * Issuing a certificate of completion: an admin marks a student's course completed and the server
 * issues a certificate under an unguessable code (one valid certificate per student and course),
 * records it in the activity log in the same transaction and e-mails the student its link.
 */
type Actor = Activity.Actor;

export async function issue(actor: Actor, studentId: string, input: CertificateIssueInput): Promise<Certificate> {
  const [student, course] = await Promise.all([Student.get(studentId, true), Course.get(input.courseId)]);
  if (!student) throw new NotFoundError(certificateMessages.studentNotFound);
  if (!course) throw new NotFoundError(certificateMessages.courseNotFound);
  // A course never booked is rarely completed: the admin confirms it first.
  if (!input.withoutSessions && !(await Ledger.hasLessonOf(studentId, course.id))) {
    throw new ConflictError(certificateMessages.noSessions);
  }
  const certificate: Certificate = {
    code: newCertificateCode(),
    studentId,
    studentName: student.fullName,
    courseId: course.id,
    courseTitle: course.title,
    level: course.level,
    note: input.note?.trim() ?? '',
    issuedAt: new Date().toISOString(),
    issuedBy: actor.userId,
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
  };
  const items = CertificateEntity.putNew(certificate);
  await transact([
    // 100 random bits never collide in practice; if they did, the admin simply tries again.
    { item: items.certificate, onConditionFailed: () => new ConflictError(certificateMessages.tryAgain) },
    { item: items.marker, onConditionFailed: () => new ConflictError(certificateMessages.alreadyIssued) },
    {
      item: Student.exists(studentId),
      onConditionFailed: () => new NotFoundError(certificateMessages.studentNotFound),
    },
    {
      item: Activity.put(actor, {
        action: 'issue',
        entityType: 'certificate',
        entityId: certificate.code,
        details: {
          studentId,
          courseId: course.id,
          courseTitle: course.title,
          ...(input.withoutSessions ? { withoutSessions: true } : {}),
        },
      }),
    },
    ...mailSteps([issuedMail(certificate, student)]),
  ]);
  return certificate;
}
