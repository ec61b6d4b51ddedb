/**
 * `npm run bench`: the performance budgets, measured in one run on this machine, each figure printed
 * with its budget, then a list of which targets hold and which do not (exit code 1 if any does not
 * hold or could not be measured).
 *
 * It starts its own local stack (emulators on free ports, DynamoDB in memory, a temporary data
 * folder), seeds the demo catalogue, and then, one heavy step at a time:
 *
 *   build  `npm run build` with PRERENDER_API=<site>/api and SITE_URL=<site>, <site> being a free
 *          port of localhost where the stack's API answers meanwhile, so the build can prerender the
 *          published course pages. BENCH_SKIP_BUILD=1 uses the frontend/dist that is there.
 *   a.     gzip size (level 9) of every JS and CSS file of the build. Each prerendered page: the
 *          JS it runs on arrival (its scripts that run, their static imports; see bench-bundles.ts)
 *          and its HTML, brotli. The public pages without a form (/, /courses, a course page,
 *          /about): JS ≤ 20 kB gzip, HTML ≤ 40 kB brotli. The pages with a form (/contact, and
 *          /intake-form, which the SPA fallback serves): first-load JS, goal 150 kB (printed, no
 *          target). Every admin and student route: what it adds to the app shell (what the SPA
 *          fallback loads first): budget 100 kB each.
 *   b.     Lighthouse 12, default config (mobile emulation, simulated throttling), Debian's
 *          Chromium, on /, /courses, one course page (a prerendered one when the build made
 *          some) and /about, served by the local web server in static mode on <site>, 3 runs per page
 *          (BENCH_LIGHTHOUSE_RUNS), the median of each figure. Targets: performance ≥ 95,
 *          accessibility, best practices and SEO 100, LCP ≤ 1.8 s, CLS ≤ 0.02 (TBT shown), and
 *          for each page the LCP element with its phases and the audits that keep a score below 100.
 *          The same on /contact and /intake-form, printed without targets. Then the time from
 *          publishing a course to its fresh HTML on /courses and its page (bench-publish.ts):
 *          target ≤ 60 s (what CloudFront's cache of the page function's answers allows).
 *   c.     every Lambda bundle against 250 kB (measureLambdaBundles() of lambda-sizes.ts).
 *   d.     p50, p99 and requests/s of GET /api/courses and GET /api/me/dashboard through the local
 *          gateway (in a worker thread, HTTP with autocannon, as bench-load.ts), next to the same
 *          DynamoDB calls made straight with the SDK, 10 s each (BENCH_API_DURATION) after 5 s of
 *          warm-up, in alternating 1 s slices so that the load of other processes on the machine
 *          weighs on both alike. Target: gateway p50 ≤ 1.5 × direct p50. One connection by default
 *          (BENCH_API_CONNECTIONS): a Lambda instance serves one request at a time, and on a
 *          machine of two cores shared by DynamoDB Local, the load generator and the handlers,
 *          more connections measure queueing for those cores rather than what the gateway adds.
 *
 * The figures are this machine's (the header shows its cores and load average): DynamoDB Local and
 * a headless browser on a shared machine model neither DynamoDB nor a phone. The build lands in
 * frontend/dist, where other builds land too: if anything rewrites it during a and b, the figures
 * that could mix two builds are reported as not measured. Ctrl-C, or any failure, stops everything
 * the bench started: emulators, servers, browser, build, temp files.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { analyseBuild, type BuildReport } from './bench-bundles';
import { gatewayAndDirect, publishedCourses, studentDashboard, type LatencyRun } from './bench-api';
import {
  bookingDelivery,
  cleanUp,
  onCleanUp,
  prepareStudent,
  startBenchStack,
  startGatewayWorker,
  tally,
} from './bench-fixtures';
import { CHROMIUM, lighthouseRun, medianRun, type LighthouseRun } from './bench-lighthouse';
import { publishToFreshHtml } from './bench-publish';
import { createGateway } from './gateway';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './local-config';
import { freePort } from './processes';
import { startWebServer } from './web-server';

const root = path.resolve(import.meta.dirname, '../..');
const frontendDir = path.join(root, 'frontend');
const distDir = path.join(frontendDir, 'dist');
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const apiSeconds = Number(process.env.BENCH_API_DURATION ?? 10);
const apiConnections = Number(process.env.BENCH_API_CONNECTIONS ?? 1);
const WARM_UP_SECONDS = 5;
const wholeAboveZero = (value: number) => Number.isInteger(value) && value > 0;
if (!(wholeAboveZero(lighthouseRuns) && wholeAboveZero(apiConnections) && apiSeconds > 0)) {
  throw new Error('BENCH_LIGHTHOUSE_RUNS and BENCH_API_CONNECTIONS must be whole numbers, BENCH_API_DURATION seconds');
}

const KB = 1000;
const BUDGET = {
  staticPageJs: 20 * KB,
  staticPageHtml: 40 * KB,
  routeChunk: 100 * KB,
  lambda: 250 * KB,
  performance: 95,
  lcpMs: 1800,
  cls: 0.02,
  apiRatio: 1.5,
  publishToFreshMs: 60_000,
};

/** The environment before the stack's is added: the build gets this one. */
const baseEnv = { ...process.env };
process.env.LOG_LEVEL ??= 'warn';

// Ctrl-C reaches this process twice (from the terminal and relayed by tsx): the second must not cut the clean-up short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping everything the bench started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---- the targets, as they are measured ------------------------------------------------------

interface Target {
  name: string;
  /** Measured value with its budget, or why it was not measured. */
  detail: string;
  holds: boolean | null;
}
const targets: Target[] = [];
const mark = (holds: boolean | null) => (holds === null ? 'n/a ' : holds ? 'ok  ' : 'FAIL');
function target(name: string, value: string, budget: string, holds: boolean): string {
  targets.push({ name, detail: `${value} (budget ${budget})`, holds });
  return `${value}  budget ${budget}  ${mark(holds).trim()}`;
}
function notMeasured(names: string[], why: string): void {
  for (const name of names) targets.push({ name, detail: `not measured: ${why}`, holds: null });
}

const DIST_CHANGED = 'frontend/dist was written by something else meanwhile (another build?)';
const STATIC_PAGES = ['/', '/courses', 'course page', '/about'];
const PUBLISH_TARGET = 'b. publish → fresh HTML of /courses and the course page ≤ 60 s';
const BUNDLE_TARGETS = [
  ...STATIC_PAGES.flatMap((page) => [`a. ${page} JS ≤ 20 kB gzip`, `a. ${page} HTML ≤ 40 kB brotli`]),
  'a. admin and student routes add ≤ 100 kB gzip to the app shell',
];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const section = (title: string) => console.log(`\n== ${title}`);

let exitCode = 1;
try {
  header();
  const started = Date.now();
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const stack = await startBenchStack({ siteUrl: site });
  console.log(`stack: emulators on free ports, DynamoDB in memory, demo catalogue seeded (${seconds(started)})`);
  const courses = (await publishedCourses()).items;

  // ---- build ----
  section('build');
  const built = skipBuild ? skippedBuild() : await buildWithPrerender(stack, port, site);
  const dist = distWatch(built.ok ? built.since : Date.now());

  // ---- a. bundles ----
  section('a. production build: gzip sizes (kB = 1000 bytes, gzip level 9)');
  let report: BuildReport | null = null;
  if (!built.ok) {
    console.log(`not measured: ${built.why}`);
    notMeasured(BUNDLE_TARGETS, built.why);
  } else {
    try {
      report = await analyseBuild(distDir);
      if (dist.changed()) throw new Error(DIST_CHANGED);
      printBundles(report, coursePage(report, courses).path);
    } catch (error) {
      const why = `the build could not be read (${(error as Error).message})`;
      console.log(`not measured: ${why}`);
      notMeasured(BUNDLE_TARGETS, why);
    }
  }

  // ---- b. Lighthouse ----
  section(
    `b. Lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling), median of ${lighthouseRuns} runs`,
  );
  const lighthouseTargets = (page: string) => [
    `b. ${page} performance ≥ 95`,
    `b. ${page} accessibility = 100`,
    `b. ${page} best practices = 100`,
    `b. ${page} SEO = 100`,
    `b. ${page} LCP ≤ 1.8 s`,
    `b. ${page} CLS ≤ 0.02`,
  ];
  const course = report
    ? coursePage(report, courses)
    : { path: `/courses/${courses[0]?.id}`, how: 'the build was not read' };
  const pages = ['/', '/courses', course.path, '/about'];
  const formPages = ['/contact', '/intake-form'];
  const pageLabel = (page: string) => (page === course.path ? 'course page' : page);
  if (!built.ok || !report) {
    const why = built.ok ? 'the build could not be read' : built.why;
    console.log(`not measured: ${why}`);
    for (const page of pages) notMeasured(lighthouseTargets(pageLabel(page)), why);
    notMeasured([PUBLISH_TARGET], why);
  } else {
    console.log(`course page: ${course.path} (${course.how})`);
    await runLighthouse(stack, port, [...pages, ...formPages], pageLabel, lighthouseTargets, dist, formPages);
  }

  // ---- c. Lambda bundles ----
  section('c. Lambda bundles');
  try {
    // Loaded here, so a module mid-change fails this part only.
    const { measureLambdaBundles } = await import('./lambda-sizes');
    const sizes = await measureLambdaBundles();
    console.log('measureLambdaBundles() of infra/local/lambda-sizes.ts: minified index.mjs of each route handler');
    const width = Math.max(...sizes.map((size) => size.handler.length));
    for (const size of [...sizes].sort((a, b) => b.bytes - a.bytes)) {
      const holds = size.bytes <= BUDGET.lambda;
      console.log(`  ${size.handler.padEnd(width)}  ${kb(size.bytes).padStart(9)}  budget 250 kB  ${mark(holds)}`);
    }
    const over = sizes.filter((size) => size.bytes > BUDGET.lambda);
    const largest = [...sizes].sort((a, b) => b.bytes - a.bytes)[0];
    targets.push({
      name: 'c. every Lambda bundle ≤ 250 kB',
      detail: `${over.length} of ${sizes.length} bundles over budget; largest ${largest?.handler} ${kb(
        largest?.bytes ?? 0,
      )}, smallest ${kb(Math.min(...sizes.map((size) => size.bytes)))}`,
      holds: over.length === 0 && sizes.length > 0,
    });
  } catch (error) {
    console.log(`not measured: ${(error as Error).message}`);
    notMeasured(['c. every Lambda bundle ≤ 250 kB'], (error as Error).message);
  }

  // ---- d. API ----
  section(
    `d. API: ${apiConnections} connection${apiConnections === 1 ? ' (sequential requests)' : 's'}, ` +
      `${apiSeconds} s per side in alternating 1 s slices after ${WARM_UP_SECONDS} s of warm-up, ` +
      'gateway (HTTP) vs DynamoDB direct (SDK)',
  );
  await measureApi(stack);

  // ---- summary ----
  section('targets');
  for (const { name, detail, holds } of targets) console.log(`${mark(holds)}  ${name}: ${detail}`);
  const failed = targets.filter((t) => t.holds === false).length;
  const missing = targets.filter((t) => t.holds === null).length;
  console.log(
    `\n${targets.length - failed - missing} of ${targets.length} targets hold; ${failed} do not` +
      `${missing ? `; ${missing} not measured` : ''}. Whole run ${seconds(started)}.`,
  );
  exitCode = failed || missing ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);

// ---- the steps ------------------------------------------------------------------------------

function header(): void {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  let commit = 'unknown commit';
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    commit = `commit ${head}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    // not a git checkout
  }
  console.log(`npm run bench, ${new Date().toISOString()}, ${commit}`);
  console.log(
    `machine: ${os.cpus().length} cores (${cpu}), load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ${chromiumVersion()}`,
  );
}

function chromiumVersion(): string {
  try {
    const version = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return version.trim();
  } catch {
    return `no Chromium at ${CHROMIUM}`;
  }
}

function lighthouseVersion(): string {
  try {
    const file = path.join(root, 'node_modules/lighthouse/package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '(version unknown)';
  }
}

type Built = { ok: true; since: number } | { ok: false; why: string };

/**
 * Other people build into frontend/dist too. A fingerprint of the build (every file's size and
 * time, the precompressed copies left out) taken now, and whether any file is newer than `since`
 * or the fingerprint moved: then the figures would mix two builds, and they are not used.
 */
function distWatch(since: number) {
  const state = () => {
    const files: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (!/\.(gz|br)$/.test(entry.name)) {
          const stat = statSync(file);
          files.push(`${file}:${stat.size}:${stat.mtimeMs}`);
        }
      }
    };
    try {
      visit(distDir);
    } catch {
      return 'unreadable';
    }
    return files.sort().join('\n');
  };
  const newest = () =>
    Math.max(
      0,
      ...state()
        .split('\n')
        .map((line) => Number(line.split(':').at(-1))),
    );
  const first = state();
  // 2 s of slack: file times and the clock of this process are not read at the same instant.
  const rebuiltAfter = newest() > since + 2000;
  return { changed: () => rebuiltAfter || state() !== first };
}

function skippedBuild(): Built {
  const index = ['index.html', 'client/index.html'].map((file) => path.join(distDir, file)).find(existsSync);
  if (!index) return { ok: false, why: 'BENCH_SKIP_BUILD=1 but frontend/dist holds no build' };
  console.log(`skipped (BENCH_SKIP_BUILD=1): using frontend/dist as built ${statSync(index).mtime.toISOString()}`);
  return { ok: true, since: Date.now() };
}

/**
 * `npm run build` while the stack's API answers on <site>/api (the gateway in this thread, with the
 * headers CloudFront would add), so the build can prerender the published courses.
 */
async function buildWithPrerender(stack: Parameters<typeof startWebServer>[0]['stack'], port: number, site: string) {
  const gateway = createGateway({ issuer: stack.issuer, audience: stack.userPoolClientId });
  const api = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname !== '/api' && !pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Only /api answers while the bench builds');
      return;
    }
    req.headers[VIEWER_IP_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
    req.headers[ORIGIN_VERIFY_HEADER] = LOCAL_ORIGIN_VERIFY_SECRET;
    gateway(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Local gateway error', error: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(port, '127.0.0.1', resolve);
  });
  const closeApi = () =>
    new Promise<void>((resolve) => {
      api.close(() => resolve());
      api.closeAllConnections();
    });
  onCleanUp(closeApi);

  const env = { ...baseEnv, PRERENDER_API: `${site}/api`, SITE_URL: site };
  console.log(`npm run build with PRERENDER_API=${env.PRERENDER_API} SITE_URL=${env.SITE_URL}`);
  const started = Date.now();
  const output: string[] = [];
  const code = await new Promise<number | string>((resolve) => {
    // Its own process group, so clean-up can stop npm, the build and whatever they started.
    const child = spawn('npm', ['run', 'build'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) =>
      output.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.trim()),
      );
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    onCleanUp(() => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    });
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown'));
  });
  await closeApi();
  if (code !== 0) {
    console.log(`the build failed (${code}) after ${seconds(started)}; its last lines:`);
    for (const line of output.slice(-25)) console.log(`  | ${line}`);
    return {
      ok: false,
      why: 'npm run build failed (BENCH_SKIP_BUILD=1 measures the frontend/dist that is there)',
    } as Built;
  }
  // The build's own listing is long: only its errors, and how many pages it prerendered.
  const errors = output.filter((line) => /\berror\b/i.test(line) && !/│ gzip:/.test(line));
  for (const line of errors.slice(0, 10)) console.log(`  | ${line}`);
  const prerendered = output.filter((line) => /Prerender \(html\): \//.test(line));
  console.log(
    `built in ${seconds(started)}${prerendered.length ? `; it prerendered ${prerendered.length} HTML pages` : ''}`,
  );
  return { ok: true, since: Date.now() } as Built;
}

function printBundles(report: BuildReport, coursePath: string): void {
  const relRoot = path.relative(root, report.webRoot);
  console.log(
    `${report.mode} build in ${relRoot}/ (${report.htmlFiles.length} HTML file${report.htmlFiles.length === 1 ? '' : 's'}: ` +
      `${report.htmlFiles.slice(0, 6).join(', ')}${report.htmlFiles.length > 6 ? ', …' : ''})`,
  );
  if (path.resolve(report.webRoot) !== path.resolve(distDir)) {
    console.log(`note: the local static server serves frontend/dist, the pages are in ${relRoot}/`);
  }
  console.log(`every JS and CSS file (${report.assets.length}):`);
  const width = Math.max(...report.assets.map((a) => a.url.length));
  console.log(`  ${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
  for (const asset of report.assets) {
    console.log(`  ${asset.url.padEnd(width)}  ${kb(asset.bytes).padStart(9)}  ${kb(asset.gzip).padStart(9)}`);
  }
  const jsTotal = report.assets.filter((a) => /\.m?js$/.test(a.url)).reduce((sum, a) => sum + a.gzip, 0);
  const cssTotal = report.assets.filter((a) => a.url.endsWith('.css')).reduce((sum, a) => sum + a.gzip, 0);
  console.log(`  all JS ${kb(jsTotal)} gzip, all CSS ${kb(cssTotal)} gzip`);

  const sizes = new Map(report.assets.map((a) => [a.url, a.gzip]));
  const listJs = (files: string[], limit: number) => {
    const largestFirst = [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
    for (const url of largestFirst.slice(0, limit))
      console.log(`      ${url.padEnd(width)}  ${kb(sizes.get(url) ?? 0).padStart(9)}`);
    const rest = largestFirst.slice(limit);
    if (rest.length) {
      const restGzip = rest.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
      console.log(`      ${`… ${rest.length} more files`.padEnd(width)}  ${kb(restGzip).padStart(9)}`);
    }
  };

  const label = (page: string) => (page === coursePath ? 'course page' : page);
  console.log(`\nprerendered pages: JS run on arrival (gzip) and HTML (brotli)`);
  const pathWidth = Math.max(12, ...report.pages.map((page) => page.path.length));
  for (const page of report.pages) {
    const how = page.withoutReact ? 'without React' : 'React';
    console.log(
      `  ${page.path.padEnd(pathWidth)}  JS ${kb(page.jsGzip).padStart(9)} in ${String(page.js.length).padStart(2)} files` +
        `  HTML ${kb(page.htmlBrotli).padStart(8)}  ${how}`,
    );
  }
  for (const name of STATIC_PAGES) {
    const page = report.pages.find((candidate) => label(candidate.path) === name);
    if (!page) {
      notMeasured([`a. ${name} JS ≤ 20 kB gzip`, `a. ${name} HTML ≤ 40 kB brotli`], 'the build has no such page');
      continue;
    }
    target(
      `a. ${name} JS ≤ 20 kB gzip`,
      `${kb(page.jsGzip)} (${page.path})`,
      '≤ 20 kB',
      page.jsGzip <= BUDGET.staticPageJs,
    );
    target(`a. ${name} HTML ≤ 40 kB brotli`, kb(page.htmlBrotli), '≤ 40 kB', page.htmlBrotli <= BUDGET.staticPageHtml);
  }

  console.log(
    `\nthe app shell (the SPA fallback page's first JS): ${kb(report.shell.jsGzip)} gzip in ${report.shell.js.length} files`,
  );
  listJs(report.shell.js, 8);
  const contact = report.pages.find((page) => page.path === '/contact');
  const intake = report.routes.find((route) => route.name.startsWith('routes/intake-form '));
  console.log('pages with a form, first-load JS (goal 150 kB gzip, no target):');
  console.log(`  /contact (prerendered)       ${contact ? kb(contact.jsGzip) : 'not in the build'}`);
  console.log(`  /intake-form (SPA fallback)  ${intake ? kb(intake.firstLoadGzip) : 'not in the build'}`);
  if (contact) listJs(contact.js, 8);

  const appRoutes = report.routes.filter((route) => route.class === 'admin' || route.class === 'student');
  console.log(`\nadmin and student routes: own chunk / what it adds to the app shell (budget 100 kB, on what it adds)`);
  if (!appRoutes.length) console.log('  none found');
  const nameWidth = Math.max(0, ...appRoutes.map((r) => r.name.length));
  for (const route of appRoutes) {
    const holds = route.addsGzip <= BUDGET.routeChunk;
    console.log(
      `  ${route.class.padEnd(7)} ${route.name.padEnd(nameWidth)}  ${kb(route.chunkGzip).padStart(9)} / ` +
        `${kb(route.addsGzip).padStart(9)} in ${String(route.adds.length).padStart(2)} files  ${mark(holds)}`,
    );
  }
  const over = appRoutes.filter((r) => r.addsGzip > BUDGET.routeChunk);
  const largest = [...appRoutes].sort((a, b) => b.addsGzip - a.addsGzip)[0];
  targets.push({
    name: BUNDLE_TARGETS.at(-1)!,
    detail: appRoutes.length
      ? `${over.length} of ${appRoutes.length} routes over budget; largest adds ${kb(largest!.addsGzip)} (${largest!.name})`
      : 'no admin or student route chunks found in the build',
    holds: appRoutes.length > 0 && over.length === 0,
  });
  for (const note of report.notes) console.log(`note: ${note}`);
}

/** A prerendered course page when the build made one (the first listed course's, if there), else the first course's URL. */
function coursePage(report: BuildReport, courses: { id: string }[]): { path: string; how: string } {
  const prerendered = report.htmlFiles
    .map((file) => path.relative(path.relative(report.distDir, report.webRoot), file).split(path.sep).join('/'))
    .map((file) => /^courses\/([^/]+?)(?:\/index)?\.html$/.exec(file)?.[1])
    .filter((slug): slug is string => Boolean(slug) && slug !== 'index');
  const ids = courses.map((course) => course.id);
  const chosen = prerendered.find((slug) => ids.includes(slug)) ?? prerendered[0];
  if (chosen) return { path: `/courses/${chosen}`, how: `prerendered, 1 of ${prerendered.length}` };
  return { path: `/courses/${ids[0]}`, how: 'not prerendered: the build made no course pages' };
}

async function runLighthouse(
  stack: Parameters<typeof startWebServer>[0]['stack'],
  port: number,
  pages: string[],
  label: (page: string) => string,
  targetsOf: (label: string) => string[],
  dist: ReturnType<typeof distWatch>,
  /** Pages measured and printed without targets. */
  untargeted: string[] = [],
): Promise<void> {
  let web: Awaited<ReturnType<typeof startWebServer>>;
  try {
    web = await startWebServer({ port, stack, mode: 'static' });
  } catch (error) {
    const why = `the static web server did not start (${(error as Error).message})`;
    console.log(`not measured: ${why}`);
    for (const page of pages) if (!untargeted.includes(page)) notMeasured(targetsOf(label(page)), why);
    return;
  }
  onCleanUp(() => web.close());

  console.log(
    `  ${'page'.padEnd(22)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}` +
      `  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}`,
  );
  const row = (name: string, run: LighthouseRun) =>
    `  ${name.padEnd(22)} ${String(run.performance).padStart(4)} ${String(run.accessibility).padStart(4)} ` +
    `${String(run.bestPractices).padStart(4)} ${String(run.seo).padStart(4)}  ${ms(run.lcp).padStart(7)}  ` +
    `${ms(run.tbt).padStart(7)}  ${run.cls.toFixed(3).padStart(6)}`;
  const budgetRow = `  ${'budget'.padEnd(22)} ${'≥95'.padStart(4)} ${'100'.padStart(4)} ${'100'.padStart(4)} ${'100'.padStart(4)}  ${'≤1.80 s'.padStart(7)}  ${'–'.padStart(7)}  ${'≤0.020'.padStart(6)}`;
  console.log(budgetRow);
  // Each Lighthouse browser is killed on Ctrl-C until its run ends.
  const trackBrowser = (kill: () => Promise<void>) => {
    let active = true;
    onCleanUp(() => (active ? kill() : undefined));
    return () => (active = false);
  };
  for (const page of pages) {
    // One request first, unmeasured: the page function's first render in this process loads and
    // compiles the server build (seconds), which a deployed page meets once per Lambda instance at
    // most, and CloudFront's cache hides from most visitors. The runs measure the page.
    const warm = Date.now();
    try {
      await fetch(`${web.url}${page}`, { signal: AbortSignal.timeout(60_000) }).then((response) =>
        response.arrayBuffer(),
      );
      console.log(`  ${label(page)}: warm-up request ${seconds(warm)} (not measured)`);
    } catch (error) {
      console.log(`  ${label(page)}: warm-up request failed (${(error as Error).message}); measuring anyway`);
    }
    const runs: LighthouseRun[] = [];
    for (let n = 1; n <= lighthouseRuns && !dist.changed(); n += 1) {
      try {
        const run = await lighthouseRun(`${web.url}${page}`, trackBrowser);
        // A run that saw another build (or parts of two) says nothing about this one.
        if (dist.changed()) break;
        runs.push(run);
        console.log(row(`${label(page)} run ${n}`, run));
      } catch (error) {
        console.log(`  ${label(page)} run ${n}: failed (${(error as Error).message.split('\n')[0]})`);
      }
    }
    const name = label(page);
    if (dist.changed()) {
      console.log(`  ${name}: ${DIST_CHANGED}; its runs from then on are dropped`);
    }
    if (!runs.length) {
      if (!untargeted.includes(page)) {
        notMeasured(targetsOf(name), dist.changed() ? DIST_CHANGED : 'every Lighthouse run failed');
      }
      continue;
    }
    const median = medianRun(runs);
    console.log(row(`${label(page)} median`, median));
    if (untargeted.includes(page)) {
      console.log(`    (no target: a page with a form, which keeps React)  LCP element: ${median.lcpElement}`);
      continue;
    }
    const checks: [string, string, string, boolean][] = [
      ['performance ≥ 95', String(median.performance), '≥ 95', median.performance >= BUDGET.performance],
      ['accessibility = 100', String(median.accessibility), '= 100', median.accessibility === 100],
      ['best practices = 100', String(median.bestPractices), '= 100', median.bestPractices === 100],
      ['SEO = 100', String(median.seo), '= 100', median.seo === 100],
      ['LCP ≤ 1.8 s', ms(median.lcp), '≤ 1.8 s', median.lcp <= BUDGET.lcpMs],
      ['CLS ≤ 0.02', median.cls.toFixed(3), '≤ 0.02', median.cls <= BUDGET.cls],
    ];
    const verdicts = checks.map(([what, value, budget, holds]) => {
      target(`b. ${name} ${what}`, `${value} (median of ${runs.length})`, budget, holds);
      return holds ? null : what;
    });
    const misses = verdicts.filter(Boolean);
    console.log(`    ${misses.length ? `misses: ${misses.join(', ')}` : 'all targets hold'}`);
    console.log(`    LCP element: ${median.lcpElement}`);
    // For comparison only (no target): the same page under applied throttling, as observed.
    try {
      const observed = await lighthouseRun(`${web.url}${page}`, trackBrowser, 'devtools');
      console.log(row(`${label(page)} observed`, observed) + '  (devtools throttling, no target)');
    } catch (error) {
      console.log(`  ${label(page)} observed: failed (${(error as Error).message.split('\n')[0]})`);
    }
    for (const audit of median.failing) console.log(`    below 100 %: ${audit}`);
    for (const warning of median.warnings.slice(0, 3)) console.log(`    lighthouse warning: ${warning.slice(0, 200)}`);
  }
  // The catalogue is never stale: a course published shows as HTML on /courses and its own page.
  try {
    const fresh = await publishToFreshHtml(web.url);
    const line = target(
      PUBLISH_TARGET,
      `${ms(fresh.ms)} (course ${fresh.courseId}, removed after)`,
      '≤ 60 s',
      fresh.ms <= BUDGET.publishToFreshMs,
    );
    console.log(`\npublish → fresh HTML on /courses and the course page (local page function): ${line}`);
  } catch (error) {
    console.log(`publish → fresh HTML: not measured (${(error as Error).message})`);
    notMeasured([PUBLISH_TARGET], (error as Error).message);
  }
  await web.close();
}

async function measureApi(stack: Parameters<typeof startGatewayWorker>[0]): Promise<void> {
  const names = ['d. GET /api/courses p50 gateway/direct ≤ 1.5', 'd. GET /api/me/dashboard p50 gateway/direct ≤ 1.5'];
  let bench: Awaited<ReturnType<typeof startGatewayWorker>>;
  let student: Awaited<ReturnType<typeof prepareStudent>>;
  try {
    bench = await startGatewayWorker(stack);
    student = await prepareStudent(bench, 100);
    await dashboardData(bench, student);
  } catch (error) {
    console.log(`not measured: ${(error as Error).message}`);
    notMeasured(names, (error as Error).message);
    return;
  }
  console.log(
    `student ${student.studentId}: 1 course balance, 3 upcoming sessions, 1 pending package request ` +
      '(every dashboard call returns items)',
  );
  const cases = [
    {
      name: names[0]!,
      route: 'GET /api/courses',
      url: `${bench.url}/api/courses`,
      headers: bench.headers,
      direct: publishedCourses,
      calls: '1 Query',
    },
    {
      name: names[1]!,
      route: 'GET /api/me/dashboard',
      url: `${bench.url}/api/me/dashboard`,
      headers: { ...bench.headers, authorization: `Bearer ${student.token}` },
      direct: () => studentDashboard(student.studentId),
      calls: '4 Queries in parallel, then 1 BatchGetItem',
    },
  ];
  const line = (name: string, run: LatencyRun) =>
    `  ${name.padEnd(34)} p50 ${run.p50.toFixed(2).padStart(6)} ms  p99 ${run.p99.toFixed(2).padStart(6)} ms  ` +
    `${run.perSecond.toFixed(1).padStart(7)} req/s  ${String(run.requests).padStart(6)} requests  ${run.errors} errors`;
  for (const test of cases) {
    const { gateway, direct: straight } = await gatewayAndDirect(test, {
      connections: apiConnections,
      seconds: apiSeconds,
      warmUp: WARM_UP_SECONDS,
    });
    const ratio = gateway.p50 / straight.p50;
    console.log(`${test.route} (DynamoDB: ${test.calls})`);
    console.log(line(`gateway ${test.route}`, gateway));
    console.log(line('direct SDK, same calls', straight));
    const errors = gateway.errors + straight.errors;
    const holds = ratio <= BUDGET.apiRatio && errors === 0;
    console.log(
      `  ${'p50 gateway / direct'.padEnd(34)} ${target(
        test.name,
        `${ratio.toFixed(2)} (${gateway.p50.toFixed(2)} / ${straight.p50.toFixed(2)} ms${errors ? `, ${errors} errors` : ''})`,
        '≤ 1.5',
        holds,
      )}`,
    );
    console.log(`  ${'p99 gateway / direct'.padEnd(34)} ${(gateway.p99 / straight.p99).toFixed(2)} (no budget)`);
    for (const [kind, count] of bench.takeLogs().slice(0, 5)) console.log(`  handler log ×${count}: ${kind}`);
  }
}

/** Data for every call of the dashboard: three upcoming sessions (webhook bookings) and a pending request. */
async function dashboardData(
  bench: Awaited<ReturnType<typeof startGatewayWorker>>,
  student: Awaited<ReturnType<typeof prepareStudent>>,
): Promise<void> {
  const post = async (route: string, body: string, headers: Record<string, string>) => {
    const answer = await fetch(bench.url + route, { method: 'POST', headers: { ...bench.headers, ...headers }, body });
    if (!answer.ok) throw new Error(`POST ${route}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  for (let n = 0; n < 3; n += 1) {
    const delivery = bookingDelivery(student, n);
    await post('/api/webhooks/calendly', delivery.body, delivery.headers);
  }
  // The deliveries are stored and answered; the inbox worker books them right after.
  await bench.drained();
  const { bookings } = await tally(student);
  if (bookings < 3) throw new Error(`the bench bookings were not all booked: ${bookings} of 3`);
  const packages = (await (await fetch(`${bench.url}/api/packages`, { headers: bench.headers })).json()) as {
    items: { id: string }[];
  };
  await post(
    '/api/me/package-requests',
    JSON.stringify({ packageId: packages.items[0]!.id, courseId: student.courseId }),
    {
      'content-type': 'application/json',
      authorization: `Bearer ${student.token}`,
    },
  );
}
