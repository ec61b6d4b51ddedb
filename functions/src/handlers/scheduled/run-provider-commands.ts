import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { runDueCommands } from '../../core/scheduling/provider-commands';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';
import { commandIdsOf } from '../../core/scheduling/command-ids';

export const COMMANDS_JOB = 'run-provider-commands';

/**
 * The scheduling service's calls the school owes (cancel a meeting, mark a no-show). In AWS the
 * table's stream starts it for each call just queued, and a schedule every minute takes the
 * retries; locally `npm start` runs it after each API request and on an interval.
 */
export const handler = async (event?: Partial<DynamoDBStreamEvent>, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: COMMANDS_JOB });
  try {
    const ids = commandIdsOf((event?.Records ?? []).flatMap((record) => record.dynamodb?.Keys?.pk?.S ?? []));
    await runDueCommands(await schedulingPort(), new Date(), ids.length > 0 ? ids : undefined);
  } catch (error) {
    log('error', 'provider command run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
