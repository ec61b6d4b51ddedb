import path from 'node:path';
import { connectAccount } from '@app/functions/core/scheduling/scheduling-account';
import { getConnection } from '@app/functions/db/entities/scheduling-settings';
import { schedulingPort } from '@app/functions/adapters/calendly/calendly-port';
import { resetEnvCache } from '@app/functions/lib/env';
import { startCalendlyStandIn, type CalendlyStandIn } from './calendly-standin';
import { LOCAL_CALENDLY_TOKEN } from './local-config';
import { demoCourses } from './seed-data';

/** The local scheduling account: the school's owner, one event type per demo course (named as the course). */
export const LOCAL_CALENDLY_OWNER = {
  name: 'Arabic & Quran Academy',
  email: 'team@tutoring.local',
  slug: 'arabic-quran-academy',
};

export const demoEventTypes = () =>
  demoCourses.map((course) => ({
    slug:
      new URL(course.schedulingUrl ?? 'https://calendly.com/lesson').pathname.split('/').filter(Boolean).at(-1) ??
      'lesson',
    name: course.title,
    durationMinutes: 60,
  }));

/**
 * `npm start`'s scheduling service: the Calendly stand-in on loopback (its state kept in the data
 * folder), the functions pointed at it, and the token kept where connecting keeps it locally.
 */
export async function startLocalScheduling(options: {
  dataDir: string;
  persist: boolean;
  port: number;
}): Promise<CalendlyStandIn> {
  const standIn = await startCalendlyStandIn({
    port: options.port,
    token: LOCAL_CALENDLY_TOKEN,
    owner: LOCAL_CALENDLY_OWNER,
    eventTypes: demoEventTypes(),
    stateFile: options.persist ? path.join(options.dataDir, 'calendly-standin.json') : undefined,
  });
  process.env.CALENDLY_API_URL = standIn.url;
  process.env.LOCAL_SECRETS_DIR = path.join(options.dataDir, 'secrets');
  resetEnvCache();
  return standIn;
}

/**
 * Connects the stand-in account the first time the data folder is used (what a super admin does
 * once with a real token): the demo courses map to their event types by name, and the webhook
 * subscription delivers to the local site (LOCAL_CALENDLY_AUTOMAP=0 leaves the courses unmapped).
 * Later starts keep what is there.
 */
export async function connectLocalScheduling(): Promise<string[] | null> {
  if (await getConnection()) return null;
  const port = await schedulingPort({ token: LOCAL_CALENDLY_TOKEN });
  const connected = await connectAccount(
    port!,
    LOCAL_CALENDLY_TOKEN,
    { userId: 'local-setup', email: 'setup@tutoring.local', name: 'Local setup' },
    // The journeys keep the demo courses on their scheduling pages (they book them by webhook);
    // the one that books through single-use links maps a course of its own.
    { autoMap: process.env.LOCAL_CALENDLY_AUTOMAP !== '0' },
  );
  return [...connected.created, ...connected.mapped];
}
