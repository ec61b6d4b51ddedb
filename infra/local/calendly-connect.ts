/**
 * `npm run calendly:connect`: connects the school's Calendly account, as a super admin does in
 * Back office → Scheduling. It checks the token, lists the account's event types, maps each course
 * to the event type whose scheduling page it uses (or whose name is its title) and any `--map`
 * given, creates the webhook subscription (signed with the school's signing key), keeps the token
 * as a secret, and prints what it did.
 *
 * The token comes from CALENDLY_TOKEN (kept out of the shell's history) or --token.
 * Against the local stack of `npm start` (default; its Calendly stand-in unless --api is given):
 *   npm run calendly:connect -- --token <token>
 * Against a deployed stack (AWS credentials in the environment; the stack output
 * `CalendlyConnectCommand` prints this line with its values):
 *   npm run calendly:connect -- --token <PAT> --table <table> --token-secret <arn>
 *     --signing-key-secret <arn> --site-url https://school.example --region eu-west-1
 * Options:
 *   --map <courseId>=<event type URI>   (repeatable; `<courseId>=none` unmaps)
 *   --policy cancel|review              what happens to a booking no session pays for
 *   --api <url>                         the API's address (default: Calendly's; locally the stand-in)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BEYOND_BALANCE_LABELS,
  BEYOND_BALANCE_POLICIES,
  type BeyondBalancePolicy,
} from '@app/shared/scheduling/schemas';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_WEBHOOK_SIGNING_KEY } from './local-config';
import { readLocalStackInfo } from './local-stack-info';

const { values } = parseArgs({
  options: {
    token: { type: 'string' },
    map: { type: 'string', multiple: true, default: [] },
    policy: { type: 'string' },
    api: { type: 'string' },
    table: { type: 'string' },
    'token-secret': { type: 'string' },
    'signing-key-secret': { type: 'string' },
    'site-url': { type: 'string' },
    region: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const usage = `Usage: CALENDLY_TOKEN=<personal access token> npm run calendly:connect -- [--map <courseId>=<event type URI>]...
       (or --token <token>)
       [--policy cancel|review] [--api <url>]
       [--table <name> --token-secret <arn> --signing-key-secret <arn> --site-url <url> --region <region>]  (a deployed stack)`;

// The token from the environment keeps it out of the shell's history and the process list.
values.token ??= process.env.CALENDLY_TOKEN;
if (values.help || !values.token) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
if (values.policy && !(BEYOND_BALANCE_POLICIES as readonly string[]).includes(values.policy)) {
  console.error(`--policy must be one of ${BEYOND_BALANCE_POLICIES.join(', ')}`);
  process.exit(1);
}
const mappings = values.map.map((pair) => {
  const [courseId, uri] = pair.split(/=(.*)/s);
  if (!courseId || !uri) {
    console.error(`--map takes <courseId>=<event type URI>, not "${pair}"`);
    process.exit(1);
  }
  return { courseId, eventTypeUri: uri === 'none' ? null : uri };
});

if (values.table) {
  // A deployed stack: AWS credentials from the environment, the secrets by ARN.
  for (const flag of ['token-secret', 'signing-key-secret', 'site-url'] as const) {
    if (!values[flag]) {
      console.error(`--table needs --${flag} too (the stack output CalendlyConnectCommand has them all)`);
      process.exit(1);
    }
  }
  Object.assign(process.env, {
    TABLE_NAME: values.table,
    AWS_REGION: values.region ?? process.env.AWS_REGION ?? 'us-east-1',
    CALENDLY_API_TOKEN_SECRET_ARN: values['token-secret'],
    CALENDLY_SIGNING_KEY_SECRET_ARN: values['signing-key-secret'],
    SITE_URL: values['site-url'],
    ...(values.api ? { CALENDLY_API_URL: values.api } : {}),
  });
} else {
  // The local stack `npm start` is running: its table, its secrets folder and its Calendly stand-in.
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const info = readLocalStackInfo(dataDir);
  const api = values.api ?? info.calendlyEndpoint;
  if (!api) {
    console.error('The running local stack has no Calendly stand-in address: start it with npm start, or give --api.');
    process.exit(1);
  }
  Object.assign(process.env, {
    TABLE_NAME: info.tableName,
    DYNAMODB_ENDPOINT: info.dynamodbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    LOCAL_SECRETS_DIR: path.join(dataDir, 'secrets'),
    CALENDLY_API_URL: api,
    CALENDLY_WEBHOOK_SIGNING_KEY: process.env.CALENDLY_WEBHOOK_SIGNING_KEY ?? LOCAL_WEBHOOK_SIGNING_KEY,
    SITE_URL: process.env.SITE ?? `http://localhost:${process.env.PORT ?? 5173}`,
  });
}

// Loaded after the environment is set: the functions read it when first asked.
const { schedulingPort } = await import('@app/functions/adapters/calendly/calendly-port');
const { connectAccount, mapEventTypes, setPolicy } = await import('@app/functions/core/scheduling/scheduling-account');
const actor = {
  userId: 'calendly-connect',
  email: process.env.USER ? `${process.env.USER} (command line)` : 'command line',
};

try {
  const port = await schedulingPort({ token: values.token });
  const connected = await connectAccount(port!, values.token!, actor);
  let settings = connected.settings;
  if (mappings.length > 0) settings = await mapEventTypes(mappings, actor);
  if (values.policy) settings = await setPolicy(values.policy as BeyondBalancePolicy, actor);

  console.log(`Connected Calendly account: ${settings.account?.name} <${settings.account?.email}>`);
  console.log(`  organization ${settings.account?.organizationUri}`);
  console.log(`\nEvent types (${settings.eventTypes.length}):`);
  for (const type of settings.eventTypes) {
    console.log(
      `  ${type.name} (${type.durationMinutes ?? '?'} min${type.active ? '' : ', inactive'})\n    ${type.uri}`,
    );
  }
  console.log(`\nWebhook: ${settings.webhook?.state} → ${settings.webhook?.callbackUrl}`);
  for (const line of connected.created) console.log(`  created ${line}`);
  console.log(`\nCourses:`);
  for (const course of settings.courses) {
    const type = settings.eventTypes.find((candidate) => candidate.uri === course.eventTypeUri);
    console.log(
      `  ${course.title} [${course.courseId}]\n    ${course.linkMode === 'single_use' ? `single-use links of "${type?.name}"` : `scheduling page (${course.reason})`}`,
    );
  }
  for (const line of connected.mapped) console.log(`  mapped by its page or title: ${line}`);
  console.log(`\nA booking no session pays for: ${BEYOND_BALANCE_LABELS[settings.beyondBalance]}`);
  console.log('\nMap a course: --map <courseId>=<event type URI>, or in Back office → Scheduling.');
} catch (error) {
  console.error(`Not connected: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
