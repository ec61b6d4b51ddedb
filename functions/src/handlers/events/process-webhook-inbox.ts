import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { inboxProcessors } from '../../adapters/inbox-processors';
import { deliveryIdsOf, processEach, sweepReceived } from '../../core/inbox/webhook-inbox';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';

/** The job's name in its log lines (`job`). */
export const INBOX_JOB = 'process-webhook-inbox';

/**
 * How old a `received` delivery must be before the scheduled sweep takes it: the stream's run has
 * had its chance (and its lease has run out) by then.
 */
export const SWEEP_MIN_AGE_MS = 2 * 60_000;

/**
 * The webhook inbox's worker. In AWS the table's stream starts it for each delivery just stored
 * (keys only: the body is read from the table), and a schedule sweeps up any delivery a failed
 * run left `received`. Locally `npm start` runs the sweep after each API request, with no minimum
 * age. A delivery that cannot be used never fails the run: it is kept for review.
 */
export const handler = async (
  event?: Partial<DynamoDBStreamEvent> & { minAgeMs?: number },
  context?: Context,
): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: INBOX_JOB });
  try {
    const ids = deliveryIdsOf((event?.Records ?? []).flatMap((record) => record.dynamodb?.Keys?.pk?.S ?? []));
    if (ids.length > 0) {
      await processEach(ids, inboxProcessors);
    } else {
      await sweepReceived(inboxProcessors, new Date(), event?.minAgeMs ?? SWEEP_MIN_AGE_MS);
    }
  } catch (error) {
    log('error', 'webhook inbox run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
