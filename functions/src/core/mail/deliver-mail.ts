import { suppressionMessages } from '@app/shared/admin/mail';
import * as Suppressions from '../../db/entities/mail-suppression';
import * as OutboxMail from '../../db/entities/outbox-mail';
import { errorFields, log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { countMetric } from '../../lib/metrics';
import { transact } from '../../db/transact';
import { renderNotice } from '../bookings/lesson-notices';
import { mailSteps } from './outbox';

/**
 * How long one attempt holds a mail, from the moment it is claimed: longer than the worker's whole
 * run may last (its Lambda times out after 2 minutes), so no other run takes a mail still being
 * sent.
 */
export const MAIL_LEASE_MS = 5 * 60_000;
/** A run stops taking mails when less than this is left of its time (the rest waits for the next run). */
const STOP_BEFORE_END_MS = 30_000;
/** Attempts before a mail is given up on and shown to the team (about an hour of retries). */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;
const BATCH = 25;

/** The wait before attempt `attempts + 1`: 30 s, doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Answers from the mail service that no retry can change (the address or the message is refused):
 * the mail goes to the team's list at once instead of being retried for an hour.
 */
const PERMANENT_ERRORS = new Set(['MessageRejected', 'MailFromDomainNotVerifiedException', 'InvalidParameterValue']);

export interface DeliveryRun {
  due: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Taken by another worker, or no longer due, since the query; or left for the next run. */
  skipped: number;
  /** Could not be recorded (the table failed): the lease runs out and a later run takes it again. */
  errors: number;
}

/**
 * One run of the mail worker over the mails due at `now` (or only `ids`, the ones a stream event
 * named). Each mail is leased with a conditional update before it is sent, so two workers running
 * at once send it once; a worker that dies mid-send leaves it to a later run when the lease ends.
 */
export async function deliverDueMail(
  now = new Date(),
  ids?: readonly string[],
  options: { remainingMs?: () => number } = {},
): Promise<DeliveryRun> {
  const run: DeliveryRun = { due: 0, sent: 0, retrying: 0, failed: 0, skipped: 0, errors: 0 };
  const dueIds = ids ?? (await OutboxMail.due(now, BATCH));
  run.due = dueIds.length;
  for (const id of dueIds) {
    if (options.remainingMs && options.remainingMs() < STOP_BEFORE_END_MS) {
      run.skipped += 1;
      continue;
    }
    run[await deliverOneSafely(id, now)] += 1;
  }
  if (run.due > 0) log('info', 'mail delivery run', { ...run });
  return run;
}

/** The outbox mails among the partition keys a table stream names (it carries keys only). */
export function mailIdsOf(partitionKeys: readonly string[]): string[] {
  return partitionKeys.flatMap((pk) => {
    const id = OutboxMail.idFromPartitionKey(pk);
    return id ? [id] : [];
  });
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'skipped' | 'errors';

/** One mail's failure to be recorded never stops the others: its lease runs out, a later run retries. */
async function deliverOneSafely(id: string, now: Date): Promise<Outcome> {
  try {
    return await deliverOne(id, now);
  } catch (error) {
    log('error', 'e-mail delivery could not be recorded; a later run takes it again', {
      mailId: id,
      ...errorFields(error),
    });
    return 'errors';
  }
}

async function deliverOne(id: string, now: Date): Promise<Outcome> {
  // The lease counts from the claim itself (a run's later mails are claimed well after it began).
  const leaseUntil = new Date(Math.max(now.getTime(), Date.now()) + MAIL_LEASE_MS);
  const mail = await OutboxMail.claim(id, now, leaseUntil);
  if (!mail) return 'skipped';
  if (mail.notice) return renderAndDeliver(mail, mail.notice, now);
  if (mail.text === undefined) {
    await OutboxMail.markFailed(mail, now, 'The mail has no text to send');
    countMetric('MailsDeadLettered');
    return 'failed';
  }
  // An address that bounced for good, or whose owner complained, is not mailed again: the mail is
  // listed for the team with the reason (no alarm: the bounce itself was the news).
  const suppressed = await Suppressions.get(mail.to);
  if (suppressed) {
    await OutboxMail.markFailed(mail, now, `${suppressionMessages.notSent} (${suppressed.reason} on ${suppressed.at})`);
    return 'failed';
  }
  try {
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
  } catch (error) {
    return recordFailure(mail, now, error);
  }
  countMetric('MailsSent');
  await OutboxMail.markSent(id, new Date());
  log('info', 'e-mail sent', { mailId: id, attempts: mail.attempts });
  return 'sent';
}

/**
 * A notice becomes its mails (read now), queued in one transaction that also closes the notice,
 * then each mail is delivered like any other. A failure to render is retried like a failed send.
 */
async function renderAndDeliver(
  notice: OutboxMail.MailItem,
  what: OutboxMail.OutboxNotice,
  now: Date,
): Promise<Outcome> {
  let queued: string[];
  try {
    const { mails, steps } = await renderNotice(what);
    const mailItems = mailSteps(mails, now);
    await transact([{ item: OutboxMail.markRendered(notice.id, now) }, ...mailItems, ...steps]);
    queued = mailItems.map((step) => OutboxMail.idOf(step.item));
  } catch (error) {
    return recordFailure(notice, now, error);
  }
  for (const id of queued) await deliverOneSafely(id, now);
  return 'sent';
}

async function recordFailure(mail: OutboxMail.MailItem, now: Date, error: unknown): Promise<'retrying' | 'failed'> {
  const { errorName, errorMessage } = errorFields(error) as { errorName?: string; errorMessage?: string };
  const reason = `${errorName ?? 'Error'}: ${errorMessage ?? String(error)}`.slice(0, 500);
  countMetric('MailsFailed');
  const permanent = PERMANENT_ERRORS.has(errorName ?? '');
  if (permanent || mail.attempts >= MAX_MAIL_ATTEMPTS) {
    await OutboxMail.markFailed(mail, now, reason);
    countMetric('MailsDeadLettered');
    log('error', 'e-mail given up on; listed for the team', { mailId: mail.id, attempts: mail.attempts, errorName });
    return 'failed';
  }
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts));
  await OutboxMail.scheduleRetry(mail.id, next, reason);
  log('warn', 'e-mail failed; retried later', { mailId: mail.id, attempts: mail.attempts, errorName });
  return 'retrying';
}
