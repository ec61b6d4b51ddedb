import * as CalendarFeed from '../../db/entities/calendar-feed';
import * as LessonItem from '../../db/entities/lesson';
import { deletionMessages } from '@app/shared/students/my-data';
import { studentMessages } from '@app/shared/students/schemas';
import { learnerMessages, sameLearnerName } from '@app/shared/students/learners';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Booking from '../../db/entities/booking';
import * as Certificate from '../../db/entities/certificate';
import * as Counters from '../../db/entities/counters';
import * as PackageRequest from '../../db/entities/package-request';
import * as RefundRequest from '../../db/entities/refund-request';
import * as Student from '../../db/entities/student';
import * as Account from '../../db/entities/account';
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
 * Deletes an account with every learner on it, at the holder's request (from their dashboard) or
 * the team's (from any of its learners' pages), once the account's address was typed to confirm.
 * Every personal field the school holds about the family is erased: the copies first (per learner:
 * the names on refund requests, bookings and certificates; for the address: the scheduling
 * service's deliveries that named them, their body as received included, unmatched bookings,
 * leads, mails given up on; names and addresses in the activity log's entries about all of these),
 * then the sign-in goes (and every session with it), then each learner's profile (name, address,
 * phone, learning answers) with its counters and log entry in one transaction each, the last one
 * with the account itself (holder's contact, learner links) and the session cutoff. Each step
 * writes fixed values, so a failure part-way is finished by doing it again, from the dashboard or
 * any learner's page, while the account item still holds the address. A sent mail's delivery
 * record (address and subject, no text) expires by itself within 30 days. Money records stay for
 * the accounts, keyed by the learners' ids and naming nobody: balances, the ledger and package
 * requests are left as they are, so balance = ledger sum still holds.
 */
export async function eraseStudent(actor: Actor, studentId: string, confirmEmail: string): Promise<void> {
  const student = await Student.get(studentId, true);
  if (!student) throw new NotFoundError(studentMessages.profileMissing);
  await eraseAccount(actor, Student.accountOf(student), confirmEmail);
}

/** The account holder deletes their own account (every learner on it). */
export async function eraseAccount(actor: Actor, accountId: string, confirmEmail: string): Promise<void> {
  const { account, learners: links } = await Account.withLearners(accountId);
  // An account written before families has no account item: its own profile is its only learner.
  const ids = links.length > 0 ? links.map((link) => link.learnerId) : [accountId];
  const profiles = await Student.getMany(ids);
  const learners = ids.flatMap((id) => {
    const learner = profiles.get(id);
    return learner && !learner.erasedAt ? [learner] : [];
  });
  const email = account?.email ?? learners[0]?.email ?? '';
  if (!email) throw new NotFoundError(studentMessages.profileMissing);
  if (confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    throw new ValidationError(deletionMessages.confirmMismatch, { confirmEmail: deletionMessages.confirmMismatch });
  }
  const [deliveries, unmatched, leadsOfAddress, failedMails] = await Promise.all([
    Promise.all(ids.map((id) => WebhookDelivery.ofInvitee(email, id))).then((lists) =>
      uniqueBy(lists.flat(), (delivery) => delivery.id),
    ),
    UnmatchedBooking.ofInvitee(email),
    Lead.ofAddress(email),
    OutboxMail.failedTo(email),
  ]);
  // The leads the team (or the parent's intake) made the learners from, whatever address they have.
  const linked = await Promise.all(
    learners.map((learner) => (learner.leadId ? Lead.get(learner.leadId) : Promise.resolve(null))),
  );
  const leads = uniqueBy(
    [
      ...leadsOfAddress,
      ...linked.filter((lead): lead is NonNullable<typeof lead> => lead !== null && lead.email !== ''),
    ],
    (lead) => lead.id,
  );
  const about = await Activity.aboutEntities([
    ...deliveries.map((delivery) => delivery.id),
    ...unmatched.map((item) => item.id),
    ...leads.map((lead) => lead.id),
    ...failedMails.map((mail) => mail.id),
  ]);
  const names = [...new Set([...learners.map((learner) => learner.fullName), account?.fullName ?? ''])].filter(Boolean);
  const copies: TxItem[] = [
    ...deliveries.map((delivery) => WebhookDelivery.erasePerson(delivery.id, PLACEHOLDER)),
    ...unmatched.map((item) => UnmatchedBooking.erasePerson(item.id, PLACEHOLDER)),
    // Its tokens before the lead: a run cut short finds the lead again by its address and finishes.
    ...leads.flatMap((lead) => [...Lead.unfileFromSearch(lead), Lead.erasePerson(lead.id, PLACEHOLDER)]),
    ...failedMails.map((mail) => OutboxMail.remove(mail.id)),
    ...about.flatMap((entry) => names.flatMap((name) => Activity.erasePerson(entry, { email, name }) ?? [])),
  ];
  // The team's contact notes on those leads speak of the person too.
  for (const lead of leads) await LeadNote.removeAll(lead.id);
  for (const learner of learners) await eraseCopiesOfLearner(learner, email);
  await inChunks(copies);
  if (!(await tryDeleteUser(email))) throw new Error(`Could not delete the sign-in of account ${accountId}`);

  // The account itself goes with the last learner's profile: until then a rerun finds it.
  const accountSteps = [
    {
      items: [
        ...Account.removeAll(
          accountId,
          links.map((link) => link.learnerId),
        ),
        putSessionCutoff(accountId),
      ],
    },
  ];
  const last = learners.at(-1);
  for (const learner of learners) await eraseProfile(actor, learner, learner === last ? accountSteps : []);
  if (!last) await transact(accountSteps[0]!.items.map((item) => ({ item })));
  log('info', 'student account deleted', { accountId, learners: learners.length, erasedCopies: copies.length });
}

/**
 * A parent removes one learner from their account (the account and its other learners stay),
 * once the learner's name was typed to confirm: the learner's copies, the intake lead they were
 * made from and their profile are erased as when the account is deleted, and the learner leaves
 * the account. Refused while something of theirs is still under way (a package request or a
 * refund waiting for the team, a lesson to come: those are settled or canceled first), and for
 * the account's last learner (the account is deleted instead).
 */
export async function removeLearner(actor: Actor, learner: Student.StudentItem, confirmName: string): Promise<void> {
  if (!sameLearnerName(confirmName, learner.fullName)) {
    throw new ValidationError(learnerMessages.removeConfirm, { confirmName: learnerMessages.removeConfirm });
  }
  const accountId = Student.accountOf(learner);
  const [{ account }, refunds, upcoming] = await Promise.all([
    Account.withLearners(accountId),
    RefundRequest.everyOfStudent(learner.id),
    Booking.countUpcomingOfStudent(learner.id, new Date().toISOString()),
  ]);
  if (!account || account.learnerCount <= 1) throw new ConflictError(learnerMessages.lastLearner);
  if (learner.pendingRequests > 0 || upcoming > 0 || refunds.some((refund) => refund.status === 'pending')) {
    throw new ConflictError(learnerMessages.stillUnderWay(learner.fullName));
  }
  const lead = learner.leadId ? await Lead.get(learner.leadId) : null;
  if (lead && lead.email !== '') {
    await LeadNote.removeAll(lead.id);
    await inChunks([...Lead.unfileFromSearch(lead), Lead.erasePerson(lead.id, PLACEHOLDER)]);
  }
  await eraseCopiesOfLearner(learner, learner.email);
  await eraseProfile(actor, learner, [
    {
      items: Account.removeLearner(accountId, learner.id),
      onConditionFailed: () => new ConflictError(learnerMessages.lastLearner),
    },
  ]);
  log('info', 'learner removed from account', { learnerId: learner.id, accountId });
}

/** The copies of one learner's name: refund requests, bookings, certificates, and log entries about them. */
async function eraseCopiesOfLearner(learner: Student.StudentItem, email: string): Promise<void> {
  const studentId = learner.id;
  const [requests, refunds, bookings, certificates] = await Promise.all([
    PackageRequest.everyOfStudent(studentId),
    RefundRequest.everyOfStudent(studentId),
    Booking.everyOfStudent(studentId),
    Certificate.allOfStudent(studentId),
  ]);
  const about = await Activity.aboutEntities([
    studentId,
    ...requests.map((request) => request.id),
    ...refunds.map((refund) => refund.id),
    ...bookings.map((booking) => booking.id),
    ...certificates.map((certificate) => certificate.code),
  ]);
  // The learner's calendar feed stops, and their lessons' history (it quotes names and reasons) goes.
  const feedToken = await CalendarFeed.tokenOf({ kind: 'learner', id: studentId });
  const histories = await Promise.all(bookings.map((booking) => LessonItem.historyDeletions(booking.id)));
  await inChunks([
    ...(feedToken ? CalendarFeed.revoke({ kind: 'learner', id: studentId }, feedToken) : []),
    ...histories.flat(),
    ...refunds.map((refund) => RefundRequest.erasePerson(refund.id, PLACEHOLDER)),
    ...bookings.map((booking) => Booking.erasePerson(booking.id, PLACEHOLDER)),
    ...certificates.map((certificate) => Certificate.erasePerson(certificate.code, PLACEHOLDER)),
    ...about.flatMap((entry) => Activity.erasePerson(entry, { email, name: learner.fullName }) ?? []),
  ]);
}

/** The learner's profile, its search tokens, its counters and the log entry: erased at once, or not at all. */
async function eraseProfile(
  actor: Actor,
  learner: Student.StudentItem,
  more: { items: TxItem[]; onConditionFailed?: () => Error }[] = [],
): Promise<void> {
  await transact([
    {
      item: Student.erase(learner.id, learner.status, PLACEHOLDER),
      onConditionFailed: () => new ConflictError('This account changed meanwhile. Reload and try again.'),
    },
    // Nobody finds the erased learner by their old name, address or phone.
    ...Student.unfileFromSearch(learner).map((item) => ({ item })),
    ...(learner.status === 'inactive'
      ? []
      : Counters.steps({ [`students_${learner.status}`]: -1, students_inactive: 1 })),
    {
      item: Activity.put(actor, { action: 'delete', entityType: 'student', entityId: learner.id, details: {} }),
    },
    ...more.flatMap(({ items, onConditionFailed }) => items.map((item) => ({ item, onConditionFailed }))),
  ]);
}

async function inChunks(items: TxItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 50) {
    const steps: TxStep[] = items.slice(start, start + 50).map((item) => ({ item }));
    await transact(steps);
  }
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}
