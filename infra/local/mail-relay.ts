import { handler } from '@app/functions/handlers/scheduled/deliver-mail';

/**
 * The mail worker of the local stack, standing in for the two triggers it has in AWS: `poke()`
 * after each API request plays the table stream (a mail just queued goes out at once), and the
 * interval plays the every-minute schedule that retries failed mails. One run at a time; a poke
 * during a run starts another run right after it. `drain()` resolves once no run is in progress
 * and none is waiting (the tests call it before they read the mail emulator's store).
 */
export interface MailRelay {
  poke(): void;
  drain(): Promise<void>;
  stop(): void;
}

export function startMailRelay(intervalMs: number): MailRelay {
  let running: Promise<void> | null = null;
  let again = false;

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = handler()
      .catch((error: unknown) => console.error('mail delivery run failed', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    poke: run,
    async drain() {
      while (running) await running;
    },
    stop: () => clearInterval(timer),
  };
}
