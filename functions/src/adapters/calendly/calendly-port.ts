import type { SchedulingPort } from '../../core/scheduling/scheduling-port';
import { env } from '../../lib/env';
import { schedulingToken } from '../../lib/scheduling-token';
import { CALENDLY_API, CalendlyClient } from './calendly-client';
import { calendlyScheduling } from './calendly-scheduling';

/**
 * The school's scheduling port: Calendly, with the connected account's token (null while none is
 * connected: then the school books through the courses' scheduling pages). `token` is given when
 * connecting a new account, before it is kept. `budget: 'request'` for a call a person waits for
 * (an API function has 10 s): two tries of at most 3 s each, a `Retry-After` of at most 2 s.
 */
export async function schedulingPort(
  options: { token?: string; budget?: 'request' | 'job' } = {},
): Promise<SchedulingPort | null> {
  const value = options.token ?? (await schedulingToken());
  if (!value) return null;
  return calendlyScheduling(
    new CalendlyClient({
      baseUrl: (env.calendlyApiUrl() ?? CALENDLY_API).replace(/\/$/, ''),
      token: async () => value,
      ...(options.budget === 'request' ? { attempts: 2, timeoutMs: 3_000, maxWaitMs: 2_000 } : {}),
    }),
  );
}
