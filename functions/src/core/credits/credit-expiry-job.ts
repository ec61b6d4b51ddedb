import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { countMetric, flushMetrics } from '../../lib/metrics';
import { CREDIT_EXPIRY_JOB, runCreditExpiry } from './credit-expiry';

/**
 * One invocation of the scheduled credit-expiry function: a run with the job's log context and
 * metrics. A completed run counts `CreditExpiryRuns` once (the "job not running" alarm watches
 * it), and the sessions it expired and the reminders it queued. A failed run is logged and rethrown.
 */
export async function runCreditExpiryJob(): Promise<void> {
  beginJobLog({ job: CREDIT_EXPIRY_JOB });
  try {
    const run = await runCreditExpiry(new Date());
    countMetric('CreditExpiryRuns');
    countMetric('SessionsExpired', run.sessionsExpired);
    countMetric('ExpiryRemindersQueued', run.reminded);
    if (run.leaseHeld || run.expired || run.reminded || run.skipped) log('info', 'credit expiry', { ...run });
  } catch (error) {
    log('error', 'credit expiry run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
}
