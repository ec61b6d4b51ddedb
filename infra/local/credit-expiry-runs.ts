import { handler } from '@app/functions/handlers/scheduled/expire-credits';

/**
 * The credit-expiry schedule of the local stack: the scheduled function's own handler, run every
 * `intervalMs` (one run at a time), as EventBridge runs it hourly in AWS.
 */
export function startCreditExpiryRuns(intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    handler()
      .catch((error: unknown) => console.error('credit expiry run failed', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
