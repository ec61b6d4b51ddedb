/**
 * Latency of an API route through the local gateway next to the same DynamoDB calls made straight
 * with the SDK (part of `npm run bench`, see bench.ts). Both sides run the same closed loop: a fixed
 * number of callers, each sending its next request when the last one answered, in alternating
 * one-second slices. The gateway side is autocannon over HTTP (as bench-load.ts drives it), its
 * latencies taken from each answer with sub-millisecond precision (autocannon's own histogram keeps
 * whole ms).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DASHBOARD_REQUESTS, DASHBOARD_UPCOMING } from '@app/shared/students/dashboard';
import * as Booking from '@app/functions/db/entities/booking';
import * as Course from '@app/functions/db/entities/course';
import * as PackageRequest from '@app/functions/db/entities/package-request';
import * as Student from '@app/functions/db/entities/student';

export interface LatencyRun {
  /** ms */
  p50: number;
  /** ms */
  p99: number;
  perSecond: number;
  requests: number;
  /** Failed calls, or non-2xx answers and connection errors. */
  errors: number;
}

/** Latencies (ms) of the calls that succeeded, the failures, and the time taken (ms). */
interface Samples {
  latencies: number[];
  errors: number;
  elapsed: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(Math.max(rank, 0), sorted.length - 1)]!;
}

function summary(slices: Samples[]): LatencyRun {
  const sorted = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const elapsed = slices.reduce((sum, slice) => sum + slice.elapsed, 0);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    perSecond: sorted.length / (elapsed / 1000),
    requests: sorted.length,
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

/** GET `url` for `seconds` with `connections` connections (autocannon); latencies of 2xx answers. */
async function viaGateway(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<Samples> {
  const latencies: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections: options.connections, duration: options.seconds },
      (error: unknown, done: autocannon.Result) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  return { latencies, errors: result.errors + result.non2xx, elapsed: performance.now() - started };
}

/** `call` for `seconds` from `connections` concurrent callers, each one call at a time. */
async function direct(
  call: () => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<Samples> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          await call();
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, errors, elapsed: performance.now() - started };
}

/**
 * The route through the gateway and its DynamoDB calls made directly, `seconds` each, in
 * alternating one-second slices (after `warmUp` seconds of each), so a change in the machine's
 * load (other processes share it) weighs on both sides alike.
 */
export async function gatewayAndDirect(
  target: { url: string; headers: Record<string, string>; direct: () => Promise<unknown> },
  options: { connections: number; seconds: number; warmUp: number },
): Promise<{ gateway: LatencyRun; direct: LatencyRun }> {
  const { connections } = options;
  await viaGateway(target.url, target.headers, { connections, seconds: options.warmUp });
  await direct(target.direct, { connections, seconds: options.warmUp });
  const gatewaySlices: Samples[] = [];
  const directSlices: Samples[] = [];
  for (let slice = 0; slice < Math.ceil(options.seconds); slice += 1) {
    gatewaySlices.push(await viaGateway(target.url, target.headers, { connections, seconds: 1 }));
    directSlices.push(await direct(target.direct, { connections, seconds: 1 }));
  }
  return { gateway: summary(gatewaySlices), direct: summary(directSlices) };
}

/** What GET /api/courses asks DynamoDB (core/courses listPublished): one Query of the published index. */
export const publishedCourses = () => Course.queryPublished(undefined, { limit: 50 });

/**
 * What GET /api/me/dashboard asks DynamoDB (core/students/dashboard): four Queries in parallel
 * (profile and balances, latest requests, next sessions, their count), then one BatchGetItem of
 * the course titles.
 */
export async function studentDashboard(studentId: string): Promise<unknown> {
  const from = new Date().toISOString();
  const [{ balances }, , upcoming] = await Promise.all([
    Student.getWithBalances(studentId),
    PackageRequest.latestOfStudent(studentId, DASHBOARD_REQUESTS),
    Booking.upcomingOfStudent(studentId, from, DASHBOARD_UPCOMING),
    Booking.countUpcomingOfStudent(studentId, from),
  ]);
  return Course.getTitles([...balances.map((b) => b.courseId), ...upcoming.map((b) => b.courseId)]);
}
