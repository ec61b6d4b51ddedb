import http from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { createGateway } from '../../../infra/local/gateway';
import { resetEnvCache } from '../../src/lib/env';
import { storeAdminAccount } from '../../../infra/local/admin-account';
import {
  processStoredDeliveries,
  startMailRelay,
  storedDeliveryIds,
  type WorkerRelay,
} from '../../../infra/local/worker-relays';

/**
 * The local gateway in this test worker, so handlers run in-process against the emulators and
 * aws-sdk-client-mock can force a fault where a test needs one.
 */
export async function startTestGateway(
  options: { workers?: 'awaited' | 'background' } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const stack = inject('localStack');
  // Sign-up and reset requests answer at once here; the test that measures their floor sets it back.
  Object.assign(process.env, stack.functionEnv, { AUTH_ANSWER_FLOOR_MS: '0' });
  resetEnvCache();
  // The webhook inbox's worker (for the delivery the request stored, as the stream would hand it
  // over: never another test's), then the mail worker, run after each request, and the answer
  // waits for them: a test reads what a delivery did, or the mail emulator, right after a call.
  // `background`: the answer goes first, as in AWS and under `npm start`; the test waits itself.
  const handle = createGateway({
    issuer: stack.issuer,
    audience: stack.userPoolClientId,
    afterRequest: async (answered) => {
      const work = runWorkers(storedDeliveryIds(answered));
      if (options.workers !== 'background') return work;
      const tracked: Promise<void> = work.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
  });
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(502);
      res.end(JSON.stringify({ gatewayError: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function cognito() {
  const stack = inject('localStack');
  return new CognitoIdentityProviderClient({
    endpoint: stack.endpoints.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A user made straight in the pool (as an admin would), in the given group, and their ID token. */
export async function userWithGroup(
  group: 'student' | 'admin' | 'super_admin' | null,
): Promise<{ email: string; token: string }> {
  const stack = inject('localStack');
  const email = `${group ?? 'nogroup'}-${crypto.randomUUID()}@example.com`;
  const password = 'password123';
  const client = cognito();
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  if (group) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: stack.userPoolId, Username: email, GroupName: group }),
    );
  }
  const token = await signIn(email, password);
  // An admin acts through their stored account, as one made in the back office has.
  if (group === 'admin' || group === 'super_admin') {
    await storeAdminAccount(
      { dynamodbEndpoint: stack.endpoints.dynamodb, tableName: stack.functionEnv.TABLE_NAME! },
      { id: subOf(token), email, name: `Test ${group.replace('_', ' ')}`, role: group },
    );
  }
  return { email, token };
}

const subOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

export async function signIn(email: string, password: string): Promise<string> {
  const stack = inject('localStack');
  const answer = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return answer.AuthenticationResult!.IdToken!;
}

/** The first sign-in of an account made with a password someone else chose: the person sets their own. */
export async function signInFirstTime(email: string, given: string, chosen: string): Promise<string> {
  const stack = inject('localStack');
  const first = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: given },
    }),
  );
  if (first.ChallengeName !== 'NEW_PASSWORD_REQUIRED')
    throw new Error(`expected NEW_PASSWORD_REQUIRED, got ${first.ChallengeName}`);
  const answer = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: chosen },
    }),
  );
  return answer.AuthenticationResult!.IdToken!;
}

export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON, the bytes of a PDF, or the text of any other answer (CSV). */
  body: T;
  headers: Record<string, string>;
}

export function client(baseUrl: string) {
  return async function call<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult<T>> {
    // As CloudFront would: every call carries the origin header unless a test replaces it.
    const headers: Record<string, string> = {
      [ORIGIN_VERIFY_HEADER]: inject('localStack').functionEnv.ORIGIN_VERIFY_SECRET!,
    };
    if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const type = response.headers.get('content-type') ?? '';
    const result = { status: response.status, body: (await readBody(response, type)) as T };
    // Not enumerable, so tests can still compare `{ status, body }` with toEqual.
    Object.defineProperty(result, 'headers', { value: Object.fromEntries(response.headers), enumerable: false });
    return result as CallResult<T>;
  };
}

/** Parsed JSON, the bytes of a PDF, or the text of any other answer. */
async function readBody(response: Response, type: string): Promise<unknown> {
  if (type.startsWith('application/pdf')) return new Uint8Array(await response.arrayBuffer());
  const text = await response.text();
  return type.includes('application/json') && text ? JSON.parse(text) : text || undefined;
}

export interface SentMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  replyTo?: string[];
}

let relay: WorkerRelay | undefined;

/** This test worker's mail worker (runs on demand; its retry interval is long, tests call it). */
export function mailRelay(): WorkerRelay {
  relay ??= startMailRelay(60 * 60_000);
  return relay;
}

const pending = new Set<Promise<void>>();

/** Delivers the outbox mail queued outside a gateway call (a scheduled job run by the test). */
export async function deliverQueuedMail(): Promise<void> {
  mailRelay().poke();
  await mailRelay().drain();
}

async function runWorkers(deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length > 0) await processStoredDeliveries(deliveryIds);
  mailRelay().poke();
  await mailRelay().drain();
}

/** Waits for the workers a `background` gateway started after its answers. */
export async function workersDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Every mail the SES emulator has accepted, oldest first (once the outbox's due mail is out). */
export async function sentMail(): Promise<SentMail[]> {
  const stack = inject('localStack');
  await mailRelay().drain();
  const answer = (await (await fetch(`${stack.endpoints.ses}/store`)).json()) as { emails: SentMail[] };
  return answer.emails;
}

/** A caller address of its own (as CloudFront would set it), so one test's requests never count against another's rate limit. */
export function visitorHeaders(): Record<string, string> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return { [VIEWER_IP_HEADER]: `198.51.${n()}.${n()}` };
}

type Call = ReturnType<typeof client>;

/** A gateway for the enclosing describe block (started before its tests, closed after) and a caller for it. */
export function useGateway(options: Parameters<typeof startTestGateway>[0] = {}): Call {
  let gateway: Awaited<ReturnType<typeof startTestGateway>> | undefined;
  let bound: Call | undefined;
  beforeAll(async () => {
    gateway = await startTestGateway(options);
    bound = client(gateway.url);
  });
  afterAll(() => gateway?.close());
  return ((...args: Parameters<Call>) => bound!(...args)) as Call;
}

/**
 * The site's address as an outside service calls it: a loopback proxy to the gateway that adds
 * the origin header, as CloudFront does for every request it passes on (the Calendly stand-in
 * delivers its webhooks here).
 */
export async function siteProxy(gatewayUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const secret = inject('localStack').functionEnv.ORIGIN_VERIFY_SECRET!;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = { [ORIGIN_VERIFY_HEADER]: secret };
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
      }
      fetch(gatewayUrl + (req.url ?? '/'), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
