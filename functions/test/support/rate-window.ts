import { PUBLIC_FORM_LIMIT } from '../../src/core/abuse/rate-limit';

/**
 * The public forms' limits count in fixed windows of a minute. A burst that must fall in one
 * window starts at least `marginMs` before the window ends, waiting for the next one when it is
 * later than that (at most the margin: well inside a test's 30 s).
 */
export async function startWellInsideRateWindow(marginMs = 15_000): Promise<void> {
  const windowMs = PUBLIC_FORM_LIMIT.windowSeconds * 1000;
  const into = Date.now() % windowMs;
  if (into > windowMs - marginMs) await new Promise((resolve) => setTimeout(resolve, windowMs - into + 100));
}
