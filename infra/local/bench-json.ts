/**
 * `npm run bench:json`: what a hostile body costs the JSON reader every body route goes through
 * (`readJson` of functions/src/lib/json-body.ts), against the 50 ms budget: a 64 KiB body nested
 * 30,000 levels deep (refused, 400), a 64 KiB body of 5,000 keys, a 64 KiB string full of escapes,
 * and a normal form body. Prints the median and the slowest of 200 runs each; exit code 1 when a
 * hostile body's slowest run passes the budget or one is not refused as it should be.
 */
import { performance } from 'node:perf_hooks';
import { MAX_BODY_BYTES } from '@app/shared/http/errors';
import { HttpError } from '@app/functions/lib/errors';
import { readJson } from '@app/functions/lib/json-body';

const BUDGET_MS = 50;
const RUNS = 200;

const nested = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const manyKeys = () => {
  const entries: string[] = [];
  let size = 2;
  for (let index = 0; size < MAX_BODY_BYTES - 20; index += 1) {
    const entry = `"k${index}":${index}`;
    entries.push(entry);
    size += entry.length + 1;
  }
  return `{${entries.join(',')}}`;
};
const escapes = () => `{"a":"${'\\u0041'.repeat(Math.floor((MAX_BODY_BYTES - 10) / 6))}"}`;
const form = JSON.stringify({ name: 'Sara Ali', email: 'sara@example.com', phone: '', message: 'Salaam' });

const cases: { name: string; body: string; refused: boolean }[] = [
  { name: 'nested 30,000 levels (64 KiB)', body: nested(30_000), refused: true },
  { name: '5,000 keys (64 KiB)', body: manyKeys(), refused: false },
  { name: 'one string of escapes (64 KiB)', body: escapes(), refused: false },
  { name: 'a contact form', body: form, refused: false },
];

let failed = false;
console.log(`readJson, ${RUNS} runs each (budget ${BUDGET_MS} ms for the slowest run)\n`);
for (const { name, body, refused } of cases) {
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) throw new Error(`${name} is over the body limit`);
  const times: number[] = [];
  let status = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    try {
      readJson(body);
      status = 200;
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  const slowest = times.at(-1)!;
  const holds = slowest <= BUDGET_MS && (refused ? status === 400 : status === 200);
  failed ||= !holds;
  console.log(
    `${name.padEnd(34)} ${String(status).padEnd(4)} median ${median.toFixed(3).padStart(7)} ms  slowest ${slowest
      .toFixed(3)
      .padStart(7)} ms  ${holds ? 'ok' : 'NOT OK'}`,
  );
}
process.exit(failed ? 1 : 0);
