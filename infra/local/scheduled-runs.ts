/**
 * A scheduled function of the local stack: its own handler, run every `intervalMs` (one run at a
 * time), as EventBridge runs it in AWS. A failed run is printed and the next one comes as planned.
 */
export function startScheduledRuns(name: string, run: () => Promise<void>, intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => console.error(`${name} run failed`, error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
