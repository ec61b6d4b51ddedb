import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { expireLeads, leadOfClock } from '../../core/leads/lead-retention';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';

export const RETENTION_JOB = 'expire-leads';

/**
 * The table's stream hands over the lead retention clocks DynamoDB's TTL removed (REMOVE by the
 * service, keys only; the stream filter in AWS lets nothing else through, and this checks again):
 * the leads they name are deleted if still unconverted. Locally `npm start` plays the TTL.
 */
export const handler = async (event: Partial<DynamoDBStreamEvent>, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: RETENTION_JOB });
  try {
    const leadIds = (event.Records ?? [])
      .filter((record) => record.eventName === 'REMOVE' && record.userIdentity?.type === 'Service')
      .flatMap((record) => leadOfClock(record.dynamodb?.Keys?.pk?.S ?? '') ?? []);
    if (leadIds.length > 0) await expireLeads(leadIds);
  } catch (error) {
    log('error', 'lead retention run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
