/**
 * `npm run bench:search`: the back office's search at a school's volume. It starts its own local
 * stack (emulators on free ports, DynamoDB in memory), writes BENCH_SEARCH_LEADS leads (10,000) and
 * BENCH_SEARCH_STUDENTS students (5,000) with seed-search-volume.ts, and then sends each search
 * below SEARCH_RUNS times through the local gateway (in this process, over HTTP, as an admin):
 * for each, the DynamoDB calls of the search itself (the admin's two session reads left out) and
 * the p50 and p99 of the whole request. Targets: at most 3 DynamoDB calls per search, p50 under
 * 50 ms. Exit code 1 when a target does not hold.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { percentile } from './bench-api';
import { cleanUp, onCleanUp, startBenchStack } from './bench-fixtures';
import { createGateway } from './gateway';
import { watchCalls } from './iam-guard';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './local-config';
import { cognitoCall, localStackInfo } from './local-stack-info';
import { storeAdminAccount } from './admin-account';
import { seedSearchVolume } from './seed-search-volume';

const LEADS = Number(process.env.BENCH_SEARCH_LEADS ?? 10_000);
const STUDENTS = Number(process.env.BENCH_SEARCH_STUDENTS ?? 5_000);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
const BUDGET = { calls: 3, p50: 50 };
/** The admin session's own reads (cutoff, stored account) before any route's work. */
const SESSION_READS = 2;

// The handlers' request logs would bury the figures.
process.env.LOG_LEVEL ??= 'warn';

let exitCode = 1;
try {
  const started = Date.now();
  const stack = await startBenchStack();
  console.log(`stack started (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const seeded = Date.now();
  const records = await seedSearchVolume({ leads: LEADS, students: STUDENTS });
  console.log(
    `${LEADS} leads and ${STUDENTS} students written with their search tokens (${((Date.now() - seeded) / 1000).toFixed(1)} s)`,
  );

  const token = await adminToken(stack);
  const gateway = createGateway({ issuer: stack.issuer, audience: stack.userPoolClientId });
  const server = http.createServer((req, res) => {
    req.headers[VIEWER_IP_HEADER] = '127.0.0.1';
    req.headers[ORIGIN_VERIFY_HEADER] = LOCAL_ORIGIN_VERIFY_SECRET;
    void gateway(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanUp(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const lead = records.oldestLead;
  const student = records.oldestStudent;
  const searches: [string, string][] = [
    [
      `leads: the oldest lead's full name ("${lead.fullName}")`,
      `/api/admin/leads?q=${encodeURIComponent(lead.fullName)}`,
    ],
    [`leads: its exact e-mail`, `/api/admin/leads?q=${encodeURIComponent(lead.email)}`],
    [`leads: its e-mail's local part`, `/api/admin/leads?q=${encodeURIComponent(lead.email.split('@')[0]!)}`],
    [
      `leads: an Arabic name without its marks ("${records.arabicLead.fullName}")`,
      `/api/admin/leads?q=${encodeURIComponent(records.arabicLead.fullName)}`,
    ],
    [`leads: a first name shared by many ("Maryam"), first page`, `/api/admin/leads?q=Maryam`],
    [`leads: phone digits ("${records.phoneTail}")`, `/api/admin/leads?q=${encodeURIComponent(records.phoneTail)}`],
    [`leads: a name nobody has`, `/api/admin/leads?q=Zebulon`],
    [
      `students: the oldest student's full name ("${student.fullName}")`,
      `/api/admin/students?q=${encodeURIComponent(student.fullName)}`,
    ],
    [`students: its exact e-mail`, `/api/admin/students?q=${encodeURIComponent(student.email)}`],
  ];

  let holds = true;
  console.log(
    `\nsearch, ${SEARCH_RUNS} runs each: DynamoDB calls of the search (budget ≤ ${BUDGET.calls}), p50 / p99 ms (budget p50 < ${BUDGET.p50})`,
  );
  for (const [label, url] of searches) {
    const times: number[] = [];
    let calls = 0;
    let found = 0;
    for (let run = 0; run < SEARCH_RUNS + 3; run += 1) {
      let counted = 0;
      const watch = watchCalls((_route, call) => {
        if (call.service === 'dynamodb') counted += 1;
      });
      const begun = performance.now();
      const answer = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await answer.json()) as { items: unknown[] };
      const elapsed = performance.now() - begun;
      watch.stop();
      if (!answer.ok) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body)}`);
      if (run < 3) continue; // warm-up: the handler's first load
      times.push(elapsed);
      calls = Math.max(calls, counted - SESSION_READS);
      found = body.items.length;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const ok = calls <= BUDGET.calls && p50 < BUDGET.p50;
    holds &&= ok;
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${found} found, ${calls} calls, ${p50.toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  console.log(
    `\n${holds ? 'every search holds its targets' : 'a search misses its targets'} (whole run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  exitCode = holds ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);

/** An admin made straight in the local pool, with the stored account the API acts through. */
async function adminToken(stack: Awaited<ReturnType<typeof startBenchStack>>) {
  const info = localStackInfo(stack);
  const email = `bench-admin-${Date.now()}@example.org`;
  const password = 'Bench-admin-1';
  await cognitoCall(info, 'AdminCreateUser', {
    Username: email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  await cognitoCall(info, 'AdminSetUserPassword', { Username: email, Password: password, Permanent: true });
  await cognitoCall(info, 'AdminAddUserToGroup', { Username: email, GroupName: 'admin' });
  const user = await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>(info, 'AdminGetUser', {
    Username: email,
  });
  const id = user.UserAttributes.find((attribute) => attribute.Name === 'sub')!.Value;
  await storeAdminAccount(
    { dynamodbEndpoint: stack.endpoints.dynamodb, tableName: stack.tableName },
    { id, email, name: 'Bench Admin', role: 'admin' },
  );
  const signedIn = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(info, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return signedIn.AuthenticationResult.IdToken;
}
