import type { Context } from 'aws-lambda';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { reconcileCalendar } from '../../core/scheduling/reconcile';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';

export const RECONCILE_JOB = 'reconcile-calendar';

/**
 * The calendar check, every hour (EventBridge in AWS, an interval in `npm start`): bookings and
 * cancellations the webhook missed are applied, and the webhook subscription's state is checked.
 * Nothing to do while no scheduling account is connected.
 */
export const handler = async (_event?: unknown, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: RECONCILE_JOB });
  try {
    // The job's budget: its Lambda's time less a margin to record the run.
    const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - 45_000 : undefined;
    const result = await reconcileCalendar(await schedulingPort(), new Date(), { deadline });
    if (result) log('info', 'calendar reconciled', { ...result, errors: result.errors.length });
  } catch (error) {
    log('error', 'calendar reconciliation failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
};
