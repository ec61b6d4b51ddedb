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
import * as UnmatchedBooking from '../../db/entities/unmatched-booking';
import * as Lead from '../../db/entities/lead';
import * as LeadNote from '../../db/entities/lead-note';
import * as OutboxMail from '../../db/entities/outbox-mail';
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
 * student's page), once the account's address was typed to confirm. Every personal field the
 * school holds about the person is erased: the copies first (the name and address on refund
 * requests, bookings, unmatched bookings, certificates and leads; the scheduling service's
 * deliveries that named them, their body as received included; mails given up on; names and
 * addresses in the activity log's entries about all of these), then the sign-in goes (and every
 * session with it), then the profile (name, address, phone, learning answers) with its counters,
 * the session cutoff and the log entry in one transaction. Each step writes fixed values, so a
 * failure part-way is finished by doing it again (the team can, from the student's page, while
 * the profile still holds the address). A sent mail's delivery record (address and subject, no
 * text) expires by itself within 30 days. Money records stay for the accounts, keyed by the
 * account's id and naming nobody: balances, the ledger and package requests are left as they are,
 * so balance = ledger sum still holds.
 */
export async function eraseStudent(actor: Actor, studentId: string, confirmEmail: string): Promise<void> {
  const student = await Student.get(studentId, true);
  if (!student || student.erasedAt) throw new NotFoundError(studentMessages.profileMissing);
  if (confirmEmail.trim().toLowerCase() !== student.email.toLowerCase()) {
    throw new ValidationError(deletionMessages.confirmMismatch, { confirmEmail: deletionMessages.confirmMismatch });
  }
  const email = student.email;
  const [requests, refunds, bookings, certificates, deliveries, unmatched, leadsOfAddress, linked, failedMails] =
    await Promise.all([
      PackageRequest.everyOfStudent(studentId),
      RefundRequest.everyOfStudent(studentId),
      Booking.everyOfStudent(studentId),
      Certificate.allOfStudent(studentId),
      WebhookDelivery.ofInvitee(email, studentId),
      UnmatchedBooking.ofInvitee(email),
      Lead.ofAddress(email),
      // The lead the team made the account from, whatever address it has.
      student.leadId ? Lead.get(student.leadId) : Promise.resolve(null),
      OutboxMail.failedTo(email),
    ]);
  const leads =
    linked && linked.email !== '' && !leadsOfAddress.some((lead) => lead.id === linked.id)
      ? [...leadsOfAddress, linked]
      : leadsOfAddress;
  const about = await Activity.aboutEntities([
    studentId,
    ...requests.map((request) => request.id),
    ...refunds.map((refund) => refund.id),
    ...bookings.map((booking) => booking.id),
    ...certificates.map((certificate) => certificate.code),
    ...deliveries.map((delivery) => delivery.id),
    ...unmatched.map((item) => item.id),
    ...leads.map((lead) => lead.id),
    ...failedMails.map((mail) => mail.id),
  ]);
  const copies: TxItem[] = [
    ...refunds.map((refund) => RefundRequest.erasePerson(refund.id, PLACEHOLDER)),
    ...bookings.map((booking) => Booking.erasePerson(booking.id, PLACEHOLDER)),
    ...certificates.map((certificate) => Certificate.erasePerson(certificate.code, PLACEHOLDER)),
    ...deliveries.map((delivery) => WebhookDelivery.erasePerson(delivery.id, PLACEHOLDER)),
    ...unmatched.map((item) => UnmatchedBooking.erasePerson(item.id, PLACEHOLDER)),
    // Its tokens before the lead: a run cut short finds the lead again by its address and finishes.
    ...leads.flatMap((lead) => [...Lead.unfileFromSearch(lead), Lead.erasePerson(lead.id, PLACEHOLDER)]),
    ...failedMails.map((mail) => OutboxMail.remove(mail.id)),
    ...about.flatMap((entry) => Activity.erasePerson(entry, { email, name: student.fullName }) ?? []),
  ];
  // The team's contact notes on those leads speak of the person too.
  for (const lead of leads) await LeadNote.removeAll(lead.id);
  for (let start = 0; start < copies.length; start += 50) {
    const steps: TxStep[] = copies.slice(start, start + 50).map((item) => ({ item }));
    await transact(steps);
  }
  if (!(await tryDeleteUser(email))) throw new Error(`Could not delete the sign-in of student ${studentId}`);

  // The profile, its counters and the log entry in one transaction: the account is deleted or not.
  await transact([
    {
      item: Student.erase(studentId, student.status, PLACEHOLDER),
      onConditionFailed: () => new ConflictError('This account changed meanwhile. Reload and try again.'),
    },
    // Nobody finds the erased account by its old name, address or phone.
    ...Student.unfileFromSearch(student).map((item) => ({ item })),
    ...(student.status === 'inactive'
      ? []
      : Counters.steps({ [`students_${student.status}`]: -1, students_inactive: 1 })),
    { item: putSessionCutoff(studentId) },
    {
      item: Activity.put(actor, { action: 'delete', entityType: 'student', entityId: studentId, details: {} }),
    },
  ]);
  log('info', 'student account deleted', { studentId, erasedCopies: copies.length });
}
