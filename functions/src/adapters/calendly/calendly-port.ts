import type { SchedulingPort } from '../../core/scheduling/scheduling-port';
import { env } from '../../lib/env';
import { schedulingToken } from '../../lib/scheduling-token';
import { CALENDLY_API, CalendlyClient } from './calendly-client';
import { calendlyScheduling } from './calendly-scheduling';

/**
 * The school's scheduling port: Calendly, with the connected account's token (null while none is
 * connected: then the school books through the courses' scheduling pages). `token` is given when
 * connecting a new account, before it is kept.
 */
export async function schedulingPort(token?: string): Promise<SchedulingPort | null> {
  const value = token ?? (await schedulingToken());
  if (!value) return null;
  return calendlyScheduling(
    new CalendlyClient({
      baseUrl: (env.calendlyApiUrl() ?? CALENDLY_API).replace(/\/$/, ''),
      token: async () => value,
    }),
  );
}
