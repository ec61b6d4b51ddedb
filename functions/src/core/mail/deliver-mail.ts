import * as OutboxMail from '../../db/entities/outbox-mail';
import { errorFields, log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { countMetric } from '../../lib/metrics';
import { transact } from '../../db/transact';
import { renderNotice } from '../bookings/lesson-notices';
import { mailSteps } from './outbox';

/** How long one attempt holds a mail: longer than a send can take with the SDK's own retries. */
export const MAIL_LEASE_MS = 2 * 60_000;
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
  /** Taken by another worker, or no longer due, since the query. */
  skipped: number;
}

/**
 * One run of the mail worker over the mails due at `now` (or only `ids`, the ones a stream event
 * named). Each mail is leased with a conditional update before it is sent, so two workers running
 * at once send it once; a worker that dies mid-send leaves it to a later run when the lease ends.
 */
export async function deliverDueMail(now = new Date(), ids?: readonly string[]): Promise<DeliveryRun> {
  const run: DeliveryRun = { due: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const dueIds = ids ?? (await OutboxMail.due(now, BATCH));
  run.due = dueIds.length;
  for (const id of dueIds) {
    const outcome = await deliverOne(id, now);
    run[outcome] += 1;
  }
  if (run.due > 0) log('info', 'mail delivery run', { ...run });
  return run;
}

async function deliverOne(id: string, now: Date): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
  const mail = await OutboxMail.claim(id, now, new Date(now.getTime() + MAIL_LEASE_MS));
  if (!mail) return 'skipped';
  if (mail.notice) return renderAndDeliver(mail, mail.notice, now);
  if (mail.text === undefined) return 'skipped';
  try {
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
  } catch (error) {
    return recordFailure(mail, now, error);
  }
  await OutboxMail.markSent(id, new Date());
  countMetric('MailsSent');
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
): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
  let queued: string[];
  try {
    const { mails, steps } = await renderNotice(what);
    const mailItems = mailSteps(mails, now);
    await transact([{ item: OutboxMail.markRendered(notice.id, now) }, ...mailItems, ...steps]);
    queued = mailItems.map((step) => OutboxMail.idOf(step.item));
  } catch (error) {
    return recordFailure(notice, now, error);
  }
  for (const id of queued) await deliverOne(id, now);
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
