import { env } from '../../lib/env';

/**
 * Runs `work` and answers no sooner than the floor after it began. The endpoints that must not
 * tell a known address from an unknown one do different work in each case (making an account,
 * or queueing one mail); the floor, above the slower path, makes both take the same time.
 */
export async function withAnswerFloor<T>(work: () => Promise<T>, floorMs = env.authAnswerFloorMs()): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
