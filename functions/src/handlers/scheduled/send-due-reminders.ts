import type { Context } from 'aws-lambda';
import { runReminderJob } from '../../core/reminders/reminder-job';

/** Run every few minutes by a schedule (EventBridge in AWS, an interval in `npm start`). */
export const handler = async (_event?: unknown, context?: Context): Promise<void> => runReminderJob(context);
