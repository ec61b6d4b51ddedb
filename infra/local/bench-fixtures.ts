/**
 * The pieces of `npm run bench:load` (see bench-load.ts) and `npm run bench` (bench.ts): a
 * throwaway local stack, the local gateway in a worker thread of its own (so the load generator and
 * the handlers do not share one event loop), the benchmark's student with a large balance, signed
 * webhook deliveries, and one clean-up list for everything a bench starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { decodeJwt } from 'jose';
import { BOOKING_UTM_SOURCE } from '@app/shared/bookings/schemas';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { signReference } from '@app/functions/core/bookings/booking-reference';
import * as AdminStudents from '@app/functions/core/students/admin-students';
import * as Balance from '@app/functions/db/entities/balance';
import * as Booking from '@app/functions/db/entities/booking';
import { db } from '@app/functions/db/client';
import { inviteeCreated, signedDelivery } from './calendly-deliveries';
import { createGateway } from './gateway';
import { processStoredDeliveries, storedDeliveryIds } from './worker-relays';
import { freePort } from './processes';
import { seedDemoCatalogue } from './seed';
import { startLocalStack, type LocalStack } from './stack';

interface GatewayData {
  issuer: string;
  audience: string;
  /** [0]: requests the gateway has not finished yet (shared with the main thread). */
  inFlight: Int32Array;
}

// In the worker: serve the gateway on a free port of 127.0.0.1 and tell the main thread which.
if (!isMainThread && (workerData as { benchGateway?: GatewayData } | null)?.benchGateway) {
  const { issuer, audience, inFlight } = (workerData as { benchGateway: GatewayData }).benchGateway;
  // A stored webhook delivery is processed right after its answer, as the stream would start the
  // inbox worker in AWS; counted as in flight, so `drained()` waits for it too.
  const handle = createGateway({
    issuer,
    audience,
    afterRequest: (answered) => {
      const ids = storedDeliveryIds(answered);
      if (ids.length === 0) return;
      Atomics.add(inFlight, 0, 1);
      void processStoredDeliveries(ids)
        .catch((error: unknown) => console.error('inbox processing failed', error))
        .finally(() => Atomics.sub(inFlight, 0, 1));
    },
  });
  // Every DynamoDB call that fails (a transaction retried after a conflict counts once per try) as a log line.
  (db().middlewareStack as { add: (...args: unknown[]) => void }).add(
    (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => (args: unknown) =>
      next(args).catch((error: Error & { CancellationReasons?: { Code?: string }[] }) => {
        const codes = new Set(error.CancellationReasons?.map((reason) => reason.Code).filter((c) => c !== 'None'));
        const reasons = codes.size ? ` [${[...codes].join(', ')}]` : '';
        console.error(
          JSON.stringify({ level: 'dynamodb', message: `${context.commandName}: ${error.name}${reasons}` }),
        );
        throw error;
      }),
    { step: 'initialize', name: 'benchDynamoErrors' },
  );
  const server = http.createServer((req, res) => {
    Atomics.add(inFlight, 0, 1);
    handle(req, res)
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502);
        res.end(JSON.stringify({ gatewayError: String(error) }));
      })
      .finally(() => Atomics.sub(inFlight, 0, 1));
  });
  server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.address() as AddressInfo).port));
}

/** What to stop at the end, newest first: registered as each piece starts, so Ctrl-C during start-up is covered too. */
const stops: (() => Promise<unknown> | void)[] = [];

/** Registers `stop` to run at `cleanUp()` (before everything registered earlier). */
export function onCleanUp(stop: () => Promise<unknown> | void): void {
  stops.push(stop);
}

export async function cleanUp(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await Promise.resolve(stop()).catch(() => {});
}

export type Bench = Awaited<ReturnType<typeof startGatewayWorker>>;

/** Emulators on free ports (DynamoDB in memory), the demo catalogue, and the gateway worker. */
export async function startBench(): Promise<Bench> {
  return startGatewayWorker(await startBenchStack());
}

/**
 * Emulators on free ports (DynamoDB in memory, a temporary data folder removed at clean-up), the
 * function environment set in this process, and the demo catalogue seeded. `siteUrl` is the address
 * the handlers put in links (a local web server's, when the bench starts one).
 */
export async function startBenchStack(options: { siteUrl?: string } = {}): Promise<LocalStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutoring-bench-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamodb: await freePort(), cognito: await freePort(), ses: await freePort() },
    siteUrl: options.siteUrl ?? 'http://localhost:5173',
  });
  stops.push(() => stack.stop());
  Object.assign(process.env, stack.functionEnv); // the worker gets a copy of this environment
  await seedDemoCatalogue();
  return stack;
}

/** The local gateway in a worker thread of its own, on a free port of 127.0.0.1, for `stack`. */
export async function startGatewayWorker(stack: LocalStack) {
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  // tsx's loader does not reach worker threads by itself: the worker registers it, then loads this file.
  const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const benchGateway: GatewayData = { issuer: stack.issuer, audience: stack.userPoolClientId, inFlight };
  const worker = new Worker(load, { eval: true, workerData: { benchGateway }, stderr: true });
  stops.push(() => worker.terminate());
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.on('error', (error) => {
      console.error('The gateway worker failed:', error);
      reject(error);
    });
  });

  // Handler logs (JSON lines, warn and above) are counted by kind; anything else is passed on.
  const logs = new Map<string, number>();
  readline.createInterface({ input: worker.stderr }).on('line', (line) => {
    const key = logKind(line);
    if (key === null) process.stderr.write(`${line}\n`);
    else logs.set(key, (logs.get(key) ?? 0) + 1);
  });

  return {
    stack,
    url: `http://127.0.0.1:${port}`,
    /** As CloudFront adds them on /api/*. */
    headers: { [ORIGIN_VERIFY_HEADER]: stack.functionEnv.ORIGIN_VERIFY_SECRET!, [VIEWER_IP_HEADER]: '203.0.113.7' },
    /** The handler logs since the last call, by kind, most frequent first. */
    takeLogs(): [string, number][] {
      const taken = [...logs].sort((a, b) => b[1] - a[1]);
      logs.clear();
      return taken;
    },
    /** Until the gateway has finished every request (the load generator hangs up without waiting). */
    async drained(): Promise<void> {
      for (let waited = 0; Atomics.load(inFlight, 0) > 0 && waited < 60_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** "level message (error)" of a handler's JSON log line; null for any other line. */
function logKind(line: string): string | null {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null || !entry.level) return null;
  const error = entry.errorName ? ` (${String(entry.errorName)}: ${String(entry.errorMessage)})` : '';
  return `${String(entry.level)} "${String(entry.message)}"${error}`.slice(0, 300);
}

export type BenchStudent = Awaited<ReturnType<typeof prepareStudent>>;

/** A student signed up through the API and signed in, with `sessions` sessions on the first demo course. */
export async function prepareStudent(bench: Bench, sessions: number) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-secret-123';
  const api = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const headers = { ...bench.headers, 'content-type': 'application/json' };
    const answer = await fetch(bench.url + route, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  await api('POST', '/api/auth/signup', { fullName: 'Bench Student', email, phone: '', password });
  // The account is made when the mailed code comes back with the password.
  await api('POST', '/api/auth/verify-email', { email, code: await mailedCode(bench, email), password });
  const token = await signIn(bench, email, password);
  const userId = decodeJwt(token).sub!;
  const courseId = (await api<{ items: { id: string }[] }>('GET', '/api/courses')).items[0]!.id;
  // What an admin's balance adjustment runs, called directly: the API takes at most 100 sessions a time.
  const actor = { userId: 'load-bench', email: 'bench@tutoring.local', name: 'Load bench' };
  await AdminStudents.adjust(actor, userId, { courseId, amount: sessions, reason: 'Load benchmark balance' });
  return {
    studentId: userId,
    email,
    courseId,
    token,
    reference: signReference(userId, courseId, process.env.BOOKING_REFERENCE_KEY!),
    startingBalance: await Balance.get(userId, courseId),
  };
}

/** The verification code the outbox sent to `email`, read from the mail emulator. */
async function mailedCode(bench: Bench, email: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const answer = await fetch(`${bench.stack.endpoints.ses}/store`);
    const { emails } = (await answer.json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const mine = emails.filter((mail) => mail.destination.to.includes(email));
    const code = /^ {4}(\d{6})$/m.exec(mine.at(-1)?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code reached ${email}`);
}

/** USER_PASSWORD_AUTH against cognito-local: the student's ID token. */
async function signIn(bench: Bench, email: string, password: string): Promise<string> {
  const answer = await fetch(bench.stack.endpoints.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: bench.stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
}

const run = Date.now().toString(36);

/** The n-th booking as Calendly would deliver it: a new invitee, n minutes after a week from now, signed now. */
export function bookingDelivery(student: BenchStudent, n: number) {
  const event = inviteeCreated({
    seed: `bench-${run}-${n}`,
    name: 'Bench Student',
    email: student.email,
    start: new Date(Date.now() + 7 * 86_400_000 + n * 60_000),
    tracking: { utm_source: BOOKING_UTM_SOURCE, utm_campaign: student.courseId, utm_content: student.reference },
  });
  return signedDelivery(event, process.env.CALENDLY_WEBHOOK_SIGNING_KEY!);
}

/** The balance left and the bookings made (all in the future, so one COUNT query finds them all). */
export async function tally(student: BenchStudent): Promise<{ balance: number; bookings: number }> {
  const [balance, bookings] = await Promise.all([
    Balance.get(student.studentId, student.courseId),
    Booking.countUpcomingOfStudent(student.studentId, new Date().toISOString()),
  ]);
  return { balance, bookings };
}
