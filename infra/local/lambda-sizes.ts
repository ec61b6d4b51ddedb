/**
 * `npx tsx infra/local/lambda-sizes.ts`: the minified size of every operation's Lambda bundle,
 * largest first, against the 250 kB budget, and the AWS SDK clients each one loads. Each route's
 * handler is bundled the way `cdk synth` bundles it: the same esbuild, and the options translated
 * from the one object the stack uses (`operationBundling` in
 * infra/lib/constructs/operation-function.ts) as aws-cdk-lib's NodejsFunction translates them.
 * Nothing is written to disk. Exit code 1 when a bundle is over the budget, or loads an SDK client
 * its route-table row never calls (each one costs cold-start time, used or not).
 *
 *   npx tsx infra/local/lambda-sizes.ts                       the table
 *   npx tsx infra/local/lambda-sizes.ts courses/list-published-courses
 *                                                             the table, then what takes the
 *                                                             bytes of that bundle, by package
 *
 * The size is the bundle's JavaScript file (with its source-map comment), not the source map
 * beside it nor the zip.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { routes, type Route } from '@app/functions/routes';
import { bundlingFor, CERTIFICATE_PDF_HANDLER, handlerEntry } from '../lib/constructs/operation-function';

/** The most a bundle may weigh, in bytes (250 kB). */
export const LAMBDA_BUNDLE_BUDGET = 250_000;

/**
 * The one function with a budget of its own: the certificate PDF carries a font engine and a PDF
 * writer (why: `certificatePdfBundling` in operation-function.ts). A download, on no page's path.
 */
export const BUDGET_EXCEPTIONS: Record<string, number> = { [CERTIFICATE_PDF_HANDLER]: 900_000 };

export const budgetOf = (handler: string) => BUDGET_EXCEPTIONS[handler] ?? LAMBDA_BUNDLE_BUDGET;

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `operationBundling` as esbuild build options, as NodejsFunction passes them on its command line. */
function esbuildOptions(handler: string): esbuild.BuildOptions & { metafile: true; write: false } {
  const entry = handlerEntry(handler);
  // commandHooks only copy files beside the bundle (fonts): they add no JavaScript.
  const { minify, sourceMap, format, target, mainFields, banner, externalModules, esbuildArgs, commandHooks, ...rest } =
    bundlingFor(handler);
  void commandHooks;
  // A new key in the shared object must be translated here too, or the sizes would lie.
  const untranslated: Record<string, never> = rest;
  if (Object.keys(untranslated).length > 0) {
    throw new Error(`lambda-sizes does not translate bundling options ${Object.keys(untranslated).join(', ')}`);
  }
  const outFile = format === OutputFormat.ESM ? 'index.mjs' : 'index.js';
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target,
    format,
    // NodejsFunction's name for the bundle (index.mjs for ESM); it ends up in the source-map comment.
    outfile: path.join(repoRoot, `cdk.out/lambda-sizes/${outFile}`),
    minify,
    sourcemap: sourceMap,
    external: externalModules,
    banner: banner === undefined ? undefined : { js: banner },
    mainFields,
    alias: aliasesOf(esbuildArgs),
    absWorkingDir: repoRoot,
    logLevel: 'warning',
    metafile: true,
    write: false,
  };
}

/** `--alias:pkg` esbuild arguments as esbuild's `alias` option; any other argument is refused. */
function aliasesOf(args: BundlingOptions['esbuildArgs']): Record<string, string> | undefined {
  if (!args) return undefined;
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      const alias = /^--alias:(.+)$/.exec(name)?.[1];
      if (!alias || typeof value !== 'string') throw new Error(`lambda-sizes does not translate ${name}`);
      return [alias, value];
    }),
  );
}

async function bundle(handler: string) {
  const result = await esbuild.build(esbuildOptions(handler));
  const js = result.outputFiles.find((file) => !file.path.endsWith('.map'));
  if (!js) throw new Error(`esbuild made no bundle for ${handler}`);
  return { handler, bytes: js.contents.byteLength, metafile: result.metafile };
}

/** The route table's handler modules, each once with its route-table row. */
const handlerRows = () => [...new Map(routes.map((route) => [route.handler, route])).values()];

interface Measured {
  handler: string;
  bytes: number;
  /** The AWS SDK clients the bundle holds or imports, so loads at cold start (`client-ses`, …). */
  clients: string[];
  /** Clients it loads that its route-table row never calls. */
  unneeded: string[];
}

/** `client-ses` for an import of @aws-sdk/client-ses or a bundled file of it, else undefined. */
function sdkClient(name: string): string | undefined {
  const match = /^@aws-sdk\/(client-[^/]+)|node_modules\/@aws-sdk\/(client-[^/]+)\//.exec(name);
  return match?.[1] ?? match?.[2];
}

/** Which clients a route-table row may load: every operation reads DynamoDB and the origin secret. */
function clientAllowed(route: Route, client: string): boolean {
  if (client === 'client-dynamodb' || client === 'client-secrets-manager') return true;
  if (client === 'client-cognito-identity-provider') return (route.cognito?.length ?? 0) > 0;
  if (client === 'client-ses') return route.uses?.includes('ses') ?? false;
  return false;
}

async function measure(route: Route): Promise<Measured> {
  const { handler, bytes, metafile } = await bundle(route.handler);
  const names = Object.values(metafile.outputs).flatMap((output) => [
    ...Object.keys(output.inputs),
    ...output.imports.filter((imported) => imported.external).map((imported) => imported.path),
  ]);
  const clients = [...new Set(names.map(sdkClient).filter((client) => client !== undefined))].sort();
  return { handler, bytes, clients, unneeded: clients.filter((client) => !clientAllowed(route, client)) };
}

async function measureAll(): Promise<Measured[]> {
  const measured: Measured[] = [];
  // Two at a time: esbuild spreads each build over the cores itself.
  const queue = handlerRows();
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) measured.push(await measure(next));
  };
  await Promise.all([worker(), worker()]);
  return measured.sort((a, b) => b.bytes - a.bytes || a.handler.localeCompare(b.handler));
}

/** Every route handler's bundle size in bytes, largest first. */
export async function measureLambdaBundles(): Promise<{ handler: string; bytes: number }[]> {
  return (await measureAll()).map(({ handler, bytes }) => ({ handler, bytes }));
}

/** Bytes of a bundle's output by npm package (`(own code)` for the repository's workspaces). */
export async function bytesByPackage(handler: string): Promise<{ name: string; bytes: number }[]> {
  const { metafile } = await bundle(handler);
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? '(own code)';
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const sizes = await measureAll();
  const width = Math.max(...sizes.map((size) => size.handler.length));
  console.log(`${'handler'.padEnd(width)}  ${'minified'.padStart(9)}  ${'budget'.padEnd(20)}  AWS SDK clients`);
  for (const { handler, bytes, clients } of sizes) {
    const budget = budgetOf(handler);
    const verdict =
      bytes > budget
        ? `OVER by ${kB(bytes - budget)}`
        : budget === LAMBDA_BUNDLE_BUDGET
          ? 'ok'
          : `ok (own ${kB(budget)})`;
    const names = clients.map((client) => client.replace(/^client-/, '')).join(' ');
    console.log(`${handler.padEnd(width)}  ${kB(bytes).padStart(9)}  ${verdict.padEnd(20)}  ${names}`);
  }
  const sorted = sizes.map((size) => size.bytes).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const over = sizes.filter((size) => size.bytes > budgetOf(size.handler));
  console.log(
    `\n${sizes.length} bundles: min ${kB(sorted[0]!)}, median ${kB(median)}, max ${kB(sorted.at(-1)!)}; ` +
      `budget ${kB(LAMBDA_BUNDLE_BUDGET)} (${Object.keys(BUDGET_EXCEPTIONS).join(', ')}: its own): ` +
      `${over.length ? `${over.length} over` : 'all within'}`,
  );
  // Each client loaded costs cold-start time, used or not.
  const unneeded = sizes.filter((size) => size.unneeded.length > 0);
  for (const { handler, unneeded: clients } of unneeded) {
    console.log(`${handler} loads ${clients.join(', ')}, which its route-table row never calls`);
  }
  for (const handler of process.argv.slice(2)) {
    console.log(`\n${handler}, by package:`);
    for (const { name, bytes } of await bytesByPackage(handler)) console.log(`  ${name.padEnd(48)} ${kB(bytes)}`);
  }
  if (over.length || unneeded.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
