import { handler } from '@app/functions/handlers/scheduled/send-due-reminders';

/**
 * The lesson-reminder schedule of the local stack: the scheduled function's own handler, run every
 * `intervalMs` (one run at a time), as EventBridge runs it in AWS.
 */
export function startReminderRuns(intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    handler()
      .catch((error: unknown) => console.error('lesson reminder run failed', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
