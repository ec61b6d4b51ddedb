import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { runDueCommands } from '../../core/scheduling/provider-commands';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';
import { commandIdsOf } from '../../core/scheduling/command-ids';

export const COMMANDS_JOB = 'run-provider-commands';

/**
 * The scheduling service's calls the school owes (cancel a meeting, mark a no-show). In AWS a
 * schedule runs it every minute (the table's stream already feeds three workers, the most a
 * shard serves without throttling them); locally `npm start` runs it after each API request and
 * on an interval.
 */
export const handler = async (event?: Partial<DynamoDBStreamEvent>, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: COMMANDS_JOB });
  try {
    const ids = commandIdsOf((event?.Records ?? []).flatMap((record) => record.dynamodb?.Keys?.pk?.S ?? []));
    const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - 30_000 : undefined;
    await runDueCommands(await schedulingPort(), new Date(), ids.length > 0 ? ids : undefined, deadline);
  } catch (error) {
    log('error', 'provider command run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
