import { EXPIRY_REMINDER_DAYS, type CreditLot } from '@app/shared/credits/lots';
import * as Course from '../../db/entities/course';
import * as JobLease from '../../db/entities/job-lease';
import * as Lot from '../../db/entities/lot';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { env } from '../../lib/env';
import type { Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';
import { mailSteps } from '../mail/outbox';
import { expire, LotsChanged } from './credit-moves';
import { aboutLearner, greeting, subjectAbout, type Addressee } from '../mail/addressee';

/** The job's name (its lease and its log lines). */
export const CREDIT_EXPIRY_JOB = 'credit-expiry';
/** How long a run holds the job: longer than a run may last (its Lambda stops it after 2 minutes). */
export const CREDIT_EXPIRY_LEASE_MS = 5 * 60_000;
/** Lots read per Query. */
const PAGE_SIZE = 25;

export interface CreditExpiryRun {
  /** Another run held the job: this one did nothing. */
  leaseHeld: boolean;
  /** Reminder mails queued (one per student, listing their lots that expire). */
  reminded: number;
  /** Lots whose sessions left expired. */
  expired: number;
  /** Sessions that left through `expired` ledger entries. */
  sessionsExpired: number;
  /** Lots that had nothing left at expiry: taken off the expiry list. */
  cleared: number;
  /** Changed by a booking or another move meanwhile: the next run looks again. */
  skipped: number;
}

/**
 * One run of the credit expiry at `now`, while holding the job's lease: first the reminders (7
 * days before a lot expires, one mail per student listing what expires, queued in the transaction
 * that takes the lots off the reminder list, so it is sent once), then the expiries (the sessions a
 * lot still holds after its last day leave through an `expired` ledger entry, in one transaction
 * with the balance and the money figures, conditioned on what was read). Both lists are sparse
 * indexes read by due time, never a Scan.
 */
export async function runCreditExpiry(now = new Date()): Promise<CreditExpiryRun> {
  const run: CreditExpiryRun = {
    leaseHeld: false,
    reminded: 0,
    expired: 0,
    sessionsExpired: 0,
    cleared: 0,
    skipped: 0,
  };
  const holder = crypto.randomUUID();
  if (!(await JobLease.take(CREDIT_EXPIRY_JOB, holder, now, new Date(now.getTime() + CREDIT_EXPIRY_LEASE_MS)))) {
    return { ...run, leaseHeld: true };
  }
  try {
    await sendReminders(now, run);
    await expireDue(now, run);
  } finally {
    await JobLease.give(CREDIT_EXPIRY_JOB, holder);
  }
  return run;
}

async function sendReminders(now: Date, run: CreditExpiryRun): Promise<void> {
  let after: Record<string, unknown> | undefined;
  do {
    const page = await Lot.dueForReminder(now, PAGE_SIZE, after);
    const byStudent = new Map<string, CreditLot[]>();
    for (const lot of page.lots) byStudent.set(lot.studentId, [...(byStudent.get(lot.studentId) ?? []), lot]);
    for (const [studentId, lots] of byStudent) {
      const student = await Student.get(studentId);
      // Only sessions still there and not expired yet are worth a reminder.
      const expiring = lots.filter((lot) => lot.sessionsLeft > 0 && lot.expiresAt && lot.expiresAt > now.toISOString());
      const titles = await Course.getTitles(expiring.map((lot) => lot.courseId));
      // A removed (erased) learner has no address left to remind.
      const mails =
        student && !student.erasedAt && expiring.length > 0 ? [expiryReminderMail(student, expiring, titles)] : [];
      try {
        // The mail goes out as soon as it is queued (the run's `now` may be a test's future day).
        await transact([...lots.map((lot) => ({ item: Lot.markReminded(lot, now) })), ...mailSteps(mails)]);
        run.reminded += mails.length;
      } catch (error) {
        if (!(error instanceof Error && error.name === 'TransactionCanceledException')) throw error;
        run.skipped += lots.length;
      }
    }
    after = page.next;
  } while (after);
}

async function expireDue(now: Date, run: CreditExpiryRun): Promise<void> {
  let after: Record<string, unknown> | undefined;
  do {
    const page = await Lot.dueForExpiry(now, PAGE_SIZE, after);
    for (const lot of page.lots) {
      if (!lot.expiresAt || lot.expiresAt >= now.toISOString()) continue;
      try {
        if (lot.sessionsLeft > 0) {
          await transact(expire(lot, { createdBy: 'credit-expiry', at: now }));
          run.expired += 1;
          run.sessionsExpired += lot.sessionsLeft;
        } else {
          await transact([{ item: Lot.leaveExpiryIndex(lot), onConditionFailed: () => new LotsChanged() }]);
          run.cleared += 1;
        }
      } catch (error) {
        // Changed meanwhile, or still colliding with other moves after the retries: the next run
        // takes it again. Nothing else stops the run.
        const collided = error instanceof Error && error.name === 'TransactionCanceledException';
        if (!(error instanceof LotsChanged) && !collided) throw error;
        run.skipped += 1;
      }
    }
    after = page.next;
  } while (after);
}

const dateOf = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(at),
  );

/** The reminder: what expires, when, and where to book it. */
export function expiryReminderMail(student: Addressee, lots: CreditLot[], titles: Map<string, string>): Mail {
  const lines = lots.map(
    (lot) =>
      `- ${lot.sessionsLeft} session${lot.sessionsLeft === 1 ? '' : 's'} of ${titles.get(lot.courseId) ?? 'your course'}` +
      `${lot.packageName ? ` (${lot.packageName})` : ''}: usable until the end of ${dateOf(lot.expiresAt!)} (UTC)`,
  );
  return {
    to: student.email,
    subject: subjectAbout(student, 'Sessions expiring soon: book your lessons'),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `Some of your sessions expire in ${EXPIRY_REMINDER_DAYS} days or less:`,
      ...lines,
      '',
      'Sessions not booked by then expire and cannot be refunded. Book your lessons from your dashboard:',
      `${env.siteUrl()}/student/dashboard`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}
