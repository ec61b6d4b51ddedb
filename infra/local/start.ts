/**
 * `npm start`: the whole app on its local stand-ins. Environment (all optional):
 *   DATA_DIR        data folder (default .data); EPHEMERAL=1 keeps DynamoDB in memory instead
 *   PORT            web port (default 5173); RANDOM_PORTS=1 picks free ports for the emulators
 *   STATIC=1        serve the built frontend (frontend/dist) instead of the Vite dev server
 *   CALENDLY_WEBHOOK_SIGNING_KEY, TRIAL_BOOKING_URL
 *   REMINDER_INTERVAL_SECONDS  how often the lesson-reminder run happens (default 30; in AWS a schedule)
 *   CREDIT_EXPIRY_INTERVAL_SECONDS how often the credit-expiry run happens (default 60; in AWS hourly)
 *   MAIL_RETRY_INTERVAL_SECONDS how often the mail worker looks for mails due a retry (default 10;
 *                               in AWS every minute); it also runs after every API request
 *   RECONCILE_INTERVAL_SECONDS how often the calendar check runs against the Calendly stand-in
 *                               (default 60; in AWS hourly)
 *   RETENTION_INTERVAL_SECONDS how often the stand-in for DynamoDB's TTL looks for lead retention
 *                               clocks that ran out (default 60). It scans the whole table: with a
 *                               school-sized volume loaded (hundreds of thousands of items), a scan a
 *                               minute slows DynamoDB Local's writes tenfold, so raise it there.
 */
import path from 'node:path';
import { DEFAULT_PORTS } from './local-config';
import { freePort } from './processes';
import { seedDemoCatalogue } from './seed';
import { startLocalStack } from './stack';
import { startWebServer } from './web-server';
import { writeLocalStackInfo } from './local-stack-info';
import { handler as expireCredits } from '@app/functions/handlers/scheduled/expire-credits';
import { handler as sendDueReminders } from '@app/functions/handlers/scheduled/send-due-reminders';
import { startScheduledRuns } from './scheduled-runs';
import { startCommandRelay, startInboxRelay, startMailRelay, startRetentionRelay } from './worker-relays';
import { handler as reconcileCalendar } from '@app/functions/handlers/scheduled/reconcile-calendar';
import { connectLocalScheduling, startLocalScheduling } from './local-scheduling';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const randomPorts = process.env.RANDOM_PORTS === '1';
const port = Number(process.env.PORT ?? DEFAULT_PORTS.web);
const pick = async (fallback: number) => (randomPorts ? freePort() : fallback);

const stack = await startLocalStack({
  dataDir,
  persist: process.env.EPHEMERAL !== '1',
  ports: {
    dynamodb: await pick(DEFAULT_PORTS.dynamodb),
    cognito: await pick(DEFAULT_PORTS.cognito),
    ses: await pick(DEFAULT_PORTS.ses),
  },
  verbose: process.env.VERBOSE === '1',
  siteUrl: `http://localhost:${port}`,
});
Object.assign(process.env, stack.functionEnv);
// The scheduling service: Calendly's stand-in, offline (booking pages, API, signed webhooks).
const calendly = await startLocalScheduling({
  dataDir,
  persist: process.env.EPHEMERAL !== '1',
  port: await pick(DEFAULT_PORTS.calendly),
});

// For the developer tools (booking simulator, journeys): where the emulators listen this time.
writeLocalStackInfo(dataDir, stack, calendly.url);

const seeded = await seedDemoCatalogue();
// The outbox's worker: woken after each API request (the table stream in AWS) and on an interval
// for retries (the schedule in AWS), so a mail queued while the mail viewer is down goes out once
// it is back.
const mail = startMailRelay(Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 10) * 1000);
// The webhook inbox's worker: woken after each API request (the stream in AWS), so a delivery is
// processed right after it is acknowledged, and on an interval (the sweep in AWS).
const inbox = startInboxRelay(30_000, mail);
const retention = startRetentionRelay(Number(process.env.RETENTION_INTERVAL_SECONDS ?? 60) * 1000);
// The calls owed to the scheduling service (office cancellations, no-shows): after each request and every 10 s.
const commands = startCommandRelay(10_000, mail);
const web = await startWebServer({
  afterRequest: () => {
    inbox.poke();
    commands.poke();
    mail.poke();
  },
  port,
  stack,
  mode: process.env.STATIC === '1' ? 'static' : 'dev',
  trialBookingUrl: process.env.TRIAL_BOOKING_URL,
  schedulingOrigin: calendly.url,
});
// First start on this data folder: connect the stand-in account as a super admin would.
const connected = await connectLocalScheduling();

console.log(`
  Tutoring platform running locally (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)${seeded ? ', demo catalogue seeded' : ''}

  App            ${web.url}
  API            ${web.url}/api
  Admin setup    ${web.url}/admin/setup
  Mail viewer    ${stack.endpoints.ses}
  Calendly       ${calendly.url}  (local stand-in${connected ? ', connected now' : ''})
  DynamoDB Local ${stack.endpoints.dynamodb}  (table ${stack.tableName})
  cognito-local  ${stack.endpoints.cognito}  (pool ${stack.userPoolId})
  Data           ${process.env.EPHEMERAL === '1' ? 'in memory' : dataDir}

  Ctrl-C stops everything.
`);

// The same handler the schedule runs in AWS, on a short interval.
const reminders = startScheduledRuns(
  'lesson reminder',
  () => sendDueReminders(),
  Number(process.env.REMINDER_INTERVAL_SECONDS ?? 30) * 1000,
);
const reconciliation = startScheduledRuns(
  'calendar check',
  () => reconcileCalendar(),
  Number(process.env.RECONCILE_INTERVAL_SECONDS ?? 60) * 1000,
);
const creditExpiry = startScheduledRuns(
  'credit expiry',
  () => expireCredits(),
  Number(process.env.CREDIT_EXPIRY_INTERVAL_SECONDS ?? 60) * 1000,
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  reminders.stop();
  creditExpiry.stop();
  reconciliation.stop();
  commands.stop();
  mail.stop();
  retention.stop();
  await web.close().catch(() => {});
  await calendly.stop().catch(() => {});
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
