/**
 * `npm run bench:load`: how the API holds up under load, on the local stand-ins. It starts its own
 * stack (emulators on free ports, DynamoDB in memory, a temporary data folder), runs the real
 * handlers behind the local gateway on 127.0.0.1 (in a worker thread), seeds the demo catalogue
 * and makes one student with 100000 sessions, then drives each target with autocannon for a fixed
 * time, one after another:
 *
 *   GET  /api/courses            the public catalogue
 *   GET  /api/me/dashboard       the student's dashboard, with their bearer token
 *   POST /api/webhooks/calendly  a new, correctly signed invitee.created delivery per request
 *                                (every one books a session off the same balance item)
 *
 * Per target it prints requests/s (average), p50 and p99 latency (of 2xx answers), total requests,
 * errors (connection errors and timeouts) and non-2xx answers, and under it the handler logs
 * (LOG_LEVEL=warn) and failed DynamoDB calls of the run, counted by kind. After the webhook run it
 * checks that the balance went down by exactly the bookings made. Exit code 1 on any error, non-2xx
 * answer or balance that does not add up. Ctrl-C stops everything, emulators included.
 *
 *   npm run bench:load                                       30 s per target, 50 connections
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=10 npm run bench:load
 *
 * The figures are this machine's: load generator, handlers and emulators share its cores (the
 * header shows the load average at the start), and DynamoDB Local is no model of DynamoDB's speed
 * or of its transaction conflicts.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { bookingDelivery, cleanUp, prepareStudent, startBench, tally } from './bench-fixtures';

const duration = Number(process.env.BENCH_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SESSIONS = 100_000;
if (!(duration > 0 && Number.isInteger(connections) && connections > 0)) {
  throw new Error('BENCH_DURATION must be a number of seconds and BENCH_CONNECTIONS a whole number, both above 0');
}
process.env.LOG_LEVEL ??= 'warn';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

let ok = false;
try {
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `Load bench: ${duration} s per target, ${connections} connections, ${os.cpus().length} cores, load ${load}`,
  );
  const bench = await startBench();
  const student = await prepareStudent(bench, SESSIONS);
  const failures: number[] = [];

  const measure = async (target: string, options: Partial<autocannon.Options> = {}) => {
    const [method, route] = target.split(' ') as [autocannon.Request['method'], string];
    const result = await autocannon({
      url: bench.url + route,
      method,
      connections,
      duration,
      ...options,
      headers: { ...bench.headers, ...options.headers },
    });
    const { requests, latency, errors, timeouts, non2xx } = result;
    console.log(
      `${target.padEnd(28)} ${requests.average.toFixed(1).padStart(7)} req/s  p50 ${latency.p50} ms  ` +
        `p99 ${latency.p99} ms  requests ${requests.total}  errors ${errors} (timeouts ${timeouts})  non-2xx ${non2xx}`,
    );
    if (non2xx > 0) console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}`);
    for (const [kind, count] of bench.takeLogs().slice(0, 5)) console.log(`  log ×${count}: ${kind}`);
    failures.push(errors + non2xx);
    return result;
  };

  await measure('GET /api/courses');
  await measure('GET /api/me/dashboard', { headers: { authorization: `Bearer ${student.token}` } });

  // One delivery first: the run must measure bookings, not refusals.
  const first = bookingDelivery(student, 0);
  const answer = await fetch(`${bench.url}/api/webhooks/calendly`, {
    method: 'POST',
    headers: { ...bench.headers, ...first.headers },
    body: first.body,
  });
  const receipt = (await answer.json()) as { state?: string };
  // Stored and answered; the inbox worker books it right after (drained() waits for it).
  await bench.drained();
  if (answer.status !== 200 || receipt.state !== 'received' || (await tally(student)).bookings !== 1) {
    throw new Error(`One webhook delivery did not book: ${answer.status} ${JSON.stringify(receipt)}`);
  }

  let n = 0;
  const webhook = await measure('POST /api/webhooks/calendly', {
    requests: [
      {
        setupRequest: (request) => {
          const delivery = bookingDelivery(student, ++n);
          return { ...request, body: delivery.body, headers: { ...request.headers, ...delivery.headers } };
        },
      },
    ],
  });

  await bench.drained(); // requests cut off at the end of the run may still book
  const { balance, bookings } = await tally(student);
  const balanced = balance === student.startingBalance - bookings;
  console.log(
    `webhook: ${bookings - 1} bookings made for ${webhook.requests.sent} deliveries sent ` +
      `(${webhook['2xx']} answered 2xx; 1 more booked before the run); balance ${balance} = ` +
      `${student.startingBalance} - ${bookings}: ${balanced ? 'yes' : 'NO'}`,
  );
  for (const [kind, count] of bench.takeLogs().slice(0, 5)) console.log(`  log ×${count}: ${kind}`);

  const zeroErrors = failures.every((count) => count === 0);
  console.log(`zero errors: ${zeroErrors ? 'yes' : 'no'}`);
  ok = zeroErrors && balanced;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
