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
 * with the reminders it sent or failed. A failed run is logged and rethrown (Lambda counts it).
 */
export async function runReminderJob(lambdaContext?: Context): Promise<void> {
  beginJobLog({ lambdaContext, job: REMINDER_JOB });
  try {
    const run = await sendDueReminders();
    countMetric('ReminderRuns');
    // Zeros too, so that a quiet run shows as 0 on the graphs rather than as a gap.
    countMetric('RemindersSent', 0);
    countMetric('RemindersFailed', 0);
    if (run.due > 0) log('info', 'lesson reminders', { ...run });
  } catch (error) {
    log('error', 'lesson reminder run failed', errorFields(error));
    throw error;
  } finally {
    flushMetrics();
    endJobLog();
  }
}
