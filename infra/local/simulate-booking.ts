/**
 * `npm run simulate:booking`: posts correctly signed scheduling-webhook deliveries to the local
 * stack, as Calendly would after a student books in the widget, so the whole flow can be seen
 * offline. Run it while `npm start` is running.
 *
 *   npm run simulate:booking -- --email amina@example.com --course <courseId> --at 2026-12-01T15:00:00Z
 *   npm run simulate:booking -- --email ... --course ... --at ... --cancel [--host]
 *   npm run simulate:booking -- --email ... --course ... --at ... --reschedule-to 2026-12-02T15:00:00Z [--created-first]
 *   npm run simulate:booking -- --email parent@example.com --learner "Maryam Rahman" --course ... --at ...
 *   npm run simulate:booking -- --email ... --course ... --at ... --tutor huda@example.com
 *
 * `--tutor` names the lesson's host as Calendly does (the scheduled event's membership e-mail): a
 * tutor account with that e-mail teaches it; otherwise the course's fallback tutor, or none.
 *
 * `--learner` books for one learner of a family account by name (left out: the account's own
 * first learner), as that learner's booking link would.
 *
 * The booking reference is signed with the local key exactly as the portal signs it; the student
 * is looked up by e-mail in the local user pool (the running stack's DATA_DIR tells where it
 * listens). Each delivery's outcome is read back from the webhook inbox and explained, the 24-hour
 * rule included: a lesson moved less than 24 hours before its time keeps its session used, so
 *
 *   npm run simulate:booking -- --email ... --course ... --at <in 2 hours>
 *   npm run simulate:booking -- --email ... --course ... --at <in 2 hours> --reschedule-to <next week>
 *   npm run simulate:booking -- --email ... --course ... --at <next week> --cancel
 *
 * ends "canceled_kept": the session is not returned, though the cancellation came a week ahead. Settings: SITE (default http://localhost:5173), DATA_DIR (default .data),
 * CALENDLY_WEBHOOK_SIGNING_KEY and BOOKING_REFERENCE_KEY (default: the local keys).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signReference } from '@app/functions/core/bookings/booking-reference';
import { inviteeCanceled, inviteeCreated, signedDelivery, type SimulatedInvitee } from './calendly-deliveries';
import { changeInTime } from '@app/shared/bookings/schemas';
import {
  LOCAL_BOOKING_REFERENCE_KEY,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_WEBHOOK_SIGNING_KEY,
} from './local-config';
import { cognitoCall, readLocalStackInfo } from './local-stack-info';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    course: { type: 'string' },
    at: { type: 'string' },
    cancel: { type: 'boolean', default: false },
    host: { type: 'boolean', default: false },
    'reschedule-to': { type: 'string' },
    'created-first': { type: 'boolean', default: false },
    name: { type: 'string' },
    learner: { type: 'string' },
    tutor: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const usage = `Usage: npm run simulate:booking -- --email <student e-mail> --course <courseId> --at <ISO time>
       [--cancel [--host]] [--reschedule-to <ISO time> [--created-first]] [--name <invitee name>]
       [--learner <learner name>] [--tutor <host e-mail>]`;
if (values.help || !values.email || !values.course || !values.at) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const site = (process.env.SITE ?? 'http://localhost:5173').replace(/\/$/, '');
const signingKey = process.env.CALENDLY_WEBHOOK_SIGNING_KEY ?? LOCAL_WEBHOOK_SIGNING_KEY;
const referenceKey = process.env.BOOKING_REFERENCE_KEY ?? LOCAL_BOOKING_REFERENCE_KEY;
const start = new Date(values.at);
if (Number.isNaN(start.getTime())) throw new Error(`--at is not a time: ${values.at}`);

const info = readLocalStackInfo(path.resolve(import.meta.dirname, '../..', process.env.DATA_DIR ?? '.data'));
Object.assign(process.env, {
  TABLE_NAME: info.tableName,
  DYNAMODB_ENDPOINT: info.dynamodbEndpoint,
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
});
const Delivery = await import('@app/functions/db/entities/webhook-delivery');
const accountId = await studentIdOf(values.email);
const studentId = values.learner ? await learnerIdOf(accountId, values.learner) : accountId;
const seed = (at: string) => `${values.email}|${values.course}|${new Date(at).toISOString()}`;
const invitee = (at: string): SimulatedInvitee => ({
  seed: seed(at),
  name: values.name ?? values.learner ?? values.email!.split('@')[0]!,
  email: values.email!,
  start: new Date(at),
  tracking: {
    utm_source: 'portal',
    utm_campaign: values.course!,
    utm_content: signReference(studentId, values.course!, referenceKey),
  },
  joinUrl: `https://zoom.us/j/${Math.floor(Math.random() * 1e10)}`,
  hostEmail: values.tutor ?? null,
});

if (values['reschedule-to']) {
  const to = values['reschedule-to'];
  console.log(
    changeInTime(new Date(), values.at)
      ? 'Moved 24 hours or more before the lesson: free, the session stays cancellable.'
      : 'Moved less than 24 hours before the lesson: its session now counts as used (a later cancellation returns nothing).',
  );
  const canceled = inviteeCanceled(invitee(values.at), { newInviteeSeed: seed(to) });
  const created = inviteeCreated(invitee(to), { oldInviteeSeed: seed(values.at) });
  for (const event of values['created-first'] ? [created, canceled] : [canceled, created]) await deliver(event);
} else if (values.cancel) {
  await deliver(inviteeCanceled(invitee(values.at), { canceler: values.host ? 'host' : 'invitee' }));
} else {
  await deliver(inviteeCreated(invitee(values.at)));
}

async function deliver(event: { event: string }): Promise<void> {
  const delivery = signedDelivery(event, signingKey);
  const answer = await fetch(`${site}/api/webhooks/calendly`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  // The answer says the delivery is stored; the local stack's inbox worker applies it right after
  // (Back office → Bookings lists it when it needs review): its outcome is read back.
  const text = await answer.text();
  console.log(`${event.event} → ${answer.status} ${text}`);
  if (!answer.ok) {
    process.exitCode = 1;
    return;
  }
  const { deliveryId } = JSON.parse(text) as { deliveryId: string };
  let record = await Delivery.get(deliveryId, true);
  for (let waited = 0; record?.state === 'received' && waited < 10_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    record = await Delivery.get(deliveryId, true);
  }
  console.log(
    `  ${record?.state ?? 'unknown'}: ${record?.outcome ?? record?.reason ?? '(still waiting for the worker)'}`,
  );
  const meaning: Record<string, string> = {
    booked: 'one session taken from the lot that expires first',
    canceled_refunded: 'the session went back to the lot it came from',
    canceled_kept: 'the session is used: canceled less than 24 hours ahead, or moved late before',
    rescheduled: 'the lesson moved to its new time',
    rescheduling: 'the old time is off the upcoming list until the new one arrives',
    unmatched: 'waiting for the team (Back office → Bookings)',
  };
  if (record?.outcome && meaning[record.outcome]) console.log(`  ${meaning[record.outcome]}`);
}

/** The id of the account's learner of that name. */
async function learnerIdOf(account: string, name: string): Promise<string> {
  const { ofAccount } = await import('@app/functions/core/learners/learners');
  const { sameLearnerName } = await import('@app/shared/students/learners');
  const { learners } = await ofAccount(account);
  const learner = learners.find((candidate) => sameLearnerName(candidate.fullName, name));
  if (!learner) {
    throw new Error(
      `No learner "${name}" on this account; its learners: ${learners.map((l) => l.fullName).join(', ')}`,
    );
  }
  return learner.id;
}

/** The student's id (their Cognito sub), from the running stack's local pool. */
async function studentIdOf(email: string): Promise<string> {
  const user = await cognitoCall<{ UserAttributes?: { Name: string; Value: string }[] }>(info, 'AdminGetUser', {
    Username: email,
  }).catch(() => {
    throw new Error(`No student with e-mail ${email} in the local pool`);
  });
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The local pool returned no id for ${email}`);
  return sub;
}
