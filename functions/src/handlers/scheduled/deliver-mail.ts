import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { deliverDueMail, mailIdsOf } from '../../core/mail/deliver-mail';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';

/** The job's name in its log lines (`job`). */
export const MAIL_JOB = 'deliver-mail';

/**
 * The mail worker. In AWS two things start it: the table's stream, for each outbox mail just
 * written (delivered within seconds of the change that queued it), and a schedule every minute,
 * for the retries that wait out a mail-service failure. Locally `npm start` runs it after each API
 * request and on an interval. A failing mail never fails the run: it is retried or given up on.
 */
export const handler = async (event?: Partial<DynamoDBStreamEvent>, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: MAIL_JOB });
  try {
    // The stream carries keys only: a mail's text never travels through it.
    const ids = mailIdsOf((event?.Records ?? []).flatMap((record) => record.dynamodb?.Keys?.pk?.S ?? []));
    await deliverDueMail(new Date(), ids.length > 0 ? ids : undefined, {
      remainingMs: context ? () => context.getRemainingTimeInMillis() : undefined,
    });
  } catch (error) {
    log('error', 'mail delivery run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
