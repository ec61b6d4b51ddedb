import type { Context } from 'aws-lambda';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { countMetric, flushMetrics } from '../../lib/metrics';
import { sendDueReminders } from './send-due-reminders';

/** The job's name in its log lines (`job`). */
export const REMINDER_JOB = 'send-due-reminders';

/**
 * One invocation of the scheduled reminder function: a run (sendDueReminders) with the job's log
 * context and metrics. Each run that completes counts `ReminderRuns` once (the "reminder job not
 * running" alarm watches it: a run that fails before its end does not count), and publishes it
 * with the reminders it sent, failed, gave up on or dropped. The run stops taking reminders when
 * its Lambda's time runs low. A failed run is logged and rethrown (Lambda counts it).
 */
export async function runReminderJob(lambdaContext?: Context): Promise<void> {
  beginJobLog({ lambdaContext, job: REMINDER_JOB });
  try {
    const remainingMs =
      typeof lambdaContext?.getRemainingTimeInMillis === 'function'
        ? () => lambdaContext.getRemainingTimeInMillis()
        : undefined;
    const run = await sendDueReminders(new Date(), { remainingMs });
    countMetric('ReminderRuns');
    // Zeros too, so that a quiet run shows as 0 on the graphs rather than as a gap.
    for (const name of ['RemindersSent', 'RemindersFailed', 'RemindersGivenUp', 'RemindersExpired'] as const) {
      countMetric(name, 0);
    }
    if (run.due > 0 || run.stoppedEarly) log('info', 'lesson reminders', { ...run });
  } catch (error) {
    log('error', 'lesson reminder run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
}
