import { sendDueReminders } from '../../core/reminders/send-due-reminders';
import { log } from '../../lib/logger';

/** Run every few minutes by a schedule (EventBridge in AWS, an interval in `npm start`). */
export const handler = async (): Promise<void> => {
  const run = await sendDueReminders();
  if (run.due > 0) log('info', 'lesson reminders', { ...run });
};
