import { deletionMessages } from '@app/shared/students/my-data';
import { studentMessages } from '@app/shared/students/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Booking from '../../db/entities/booking';
import * as Certificate from '../../db/entities/certificate';
import * as Counters from '../../db/entities/counters';
import * as PackageRequest from '../../db/entities/package-request';
import * as RefundRequest from '../../db/entities/refund-request';
import * as Student from '../../db/entities/student';
import * as WebhookDelivery from '../../db/entities/webhook-delivery';
import { putSessionCutoff } from '../../db/entities/system';
import { transact, type TxStep } from '../../db/transact';
import type { TxItem } from '../../db/table';
import { tryDeleteUser } from '../../lib/cognito-users';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { log } from '../../lib/logger';

const PLACEHOLDER = deletionMessages.studentDeleted;

/** Who deleted the account, in the activity log: the team member, or the account holder themself. */
export const ACCOUNT_HOLDER: Actor = { userId: 'account-holder', email: '', name: 'The account holder' };

/**
 * Deletes a student's account, at their request (from their dashboard) or the team's (from the
 * student's page), once the account's address was typed to confirm. The sign-in goes first, and
 * with it every session; then every personal field the school holds about the person is erased:
 * the profile (name, address, phone, learning answers), the name and address on refund requests,
 * bookings and certificates, the scheduling service's deliveries that named them (their body as
 * received included), and names and addresses in the activity log's entries about them. A sent
 * mail's delivery record (address and subject, no text) expires by itself within 30 days.
 * Money records stay for the accounts, keyed by the account's id and naming nobody: balances, the
 * ledger and package requests are left as they are, so balance = ledger sum still holds.
 */
export async function eraseStudent(actor: Actor, studentId: string, confirmEmail: string): Promise<void> {
  const student = await Student.get(studentId, true);
  if (!student || student.erasedAt) throw new NotFoundError(studentMessages.profileMissing);
  if (confirmEmail.trim().toLowerCase() !== student.email.toLowerCase()) {
    throw new ValidationError(deletionMessages.confirmMismatch, { confirmEmail: deletionMessages.confirmMismatch });
  }
  const [requests, refunds, bookings, certificates, deliveries] = await Promise.all([
    PackageRequest.everyOfStudent(studentId),
    RefundRequest.everyOfStudent(studentId),
    Booking.everyOfStudent(studentId),
    Certificate.allOfStudent(studentId),
    WebhookDelivery.ofInvitee(student.email),
  ]);
  if (!(await tryDeleteUser(student.email))) throw new Error(`Could not delete the sign-in of student ${studentId}`);

  // The profile, its counters and the log entry in one transaction: the account is deleted or not.
  await transact([
    {
      item: Student.erase(studentId, student.status, PLACEHOLDER),
      onConditionFailed: () => new ConflictError('This account changed meanwhile. Reload and try again.'),
    },
    ...(student.status === 'inactive'
      ? []
      : Counters.steps({ [`students_${student.status}`]: -1, students_inactive: 1 })),
    { item: putSessionCutoff(studentId) },
    {
      item: Activity.put(actor, { action: 'delete', entityType: 'student', entityId: studentId, details: {} }),
    },
  ]);

  // The rest names the person in copies: erased in batches (each write sets fixed values, so a
  // retry after a failure finds nothing left to do wrong).
  const about = await Activity.aboutEntities([
    studentId,
    ...requests.map((request) => request.id),
    ...refunds.map((refund) => refund.id),
    ...certificates.map((certificate) => certificate.code),
  ]);
  const items: TxItem[] = [
    ...refunds.map((refund) => RefundRequest.erasePerson(refund.id, PLACEHOLDER)),
    ...bookings.map((booking) => Booking.erasePerson(booking.id, PLACEHOLDER)),
    ...certificates.map((certificate) => Certificate.erasePerson(certificate.code, PLACEHOLDER)),
    ...deliveries.map((delivery) => WebhookDelivery.erasePerson(delivery.id, PLACEHOLDER)),
    ...about.flatMap((entry) => Activity.erasePerson(entry) ?? []),
  ];
  for (let start = 0; start < items.length; start += 50) {
    const steps: TxStep[] = items.slice(start, start + 50).map((item) => ({ item }));
    await transact(steps);
  }
  log('info', 'student account deleted', { studentId, erasedCopies: items.length });
}
