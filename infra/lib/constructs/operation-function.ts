import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { Route } from '@app/functions/routes';
import { CERTIFICATE_FONT_FILES, FONT_PACKAGE_FILES_DIR } from '@app/functions/core/certificates/pdf/font-files';

export const handlersDir = path.resolve(import.meta.dirname, '../../../functions/src/handlers');

/** The source file of a route's handler. */
export const handlerEntry = (handler: string) => path.join(handlersDir, `${handler}.ts`);

/** The NodejsFunction bundling options the operations set; lambda-sizes.ts translates each one. */
type OperationBundling = Pick<
  BundlingOptions,
  | 'minify'
  | 'sourceMap'
  | 'format'
  | 'target'
  | 'mainFields'
  | 'banner'
  | 'externalModules'
  | 'esbuildArgs'
  | 'commandHooks'
>;

/**
 * How every operation is bundled. infra/local/lambda-sizes.ts bundles with exactly this object
 * (and refuses a key it does not translate), so the sizes it reports are the deployed ones.
 */
export const operationBundling: OperationBundling = {
  minify: true,
  sourceMap: true,
  // CommonJS, so the runtime's AWS SDK (CommonJS, see externalModules) is loaded with require():
  // imported from an ES module, Node first scans each SDK file for its exports (cjs-module-lexer),
  // which here (Node 20) doubled the SDK's load time, ~165 ms of CPU against ~75 ms
  // (nodejs/node#59913 reports the same on Node 22). Nothing in functions/ needs ESM (no top-level
  // await, no import.meta).
  format: OutputFormat.CJS,
  target: 'node22',
  mainFields: ['module', 'main'],
  // The AWS SDK is not bundled: every function uses the copy the nodejs22.x runtime ships (CDK's
  // own default). Bundled and tree-shaken it loads faster at a cold start (AWS's advice), but no
  // function then fits the 250 kB budget (infra/local/lambda-sizes.ts): bundled they weighed
  // 463-547 kB, ~350-440 kB of it SDK (@smithy/core alone ~134 kB). Leaving out the credential
  // providers Lambda never uses (SSO, ini files, STS...) still gives 347-447 kB: DynamoDB and
  // Secrets Manager alone are ~240 kB, before zod (85-94 kB) and our own code (20-33 kB). Without
  // the SDK: 106-129 kB. The price is reading the runtime's SDK at each cold start (measured
  // locally: +15-40 ms of CPU per cold start against the bundled SDK), so no function imports a
  // client its route-table row never calls (lambda-sizes.ts checks); and in AWS the SDK's version
  // is the runtime's, not package-lock's.
  externalModules: ['@aws-sdk/*', '@smithy/*'],
};

/** The operation that prints a certificate as a PDF. */
export const CERTIFICATE_PDF_HANDLER = 'certificates/get-certificate-pdf';
/** Where its fonts are, beside its bundle, in the Lambda. */
const LAMBDA_FONTS_DIR = '/var/task/fonts';
const noWoff2Decoder = path.resolve(import.meta.dirname, '../../../functions/src/core/certificates/pdf/no-woff2');

/**
 * The certificate PDF's bundle: the font engine (fontkit) and the PDF writer (pdf-lib) weigh
 * ~830 kB minified, and no PDF library that lays out Arabic weighs less, so this one function has
 * its own budget (lambda-sizes.ts). It is a download, on no page's path; its cold start is
 * measured by `npm run bench`. fontkit's WOFF2 decoder (brotli, 486 kB) is replaced by a stub:
 * the fonts are WOFF, copied from @fontsource/amiri into the bundle's `fonts/` folder.
 */
export const certificatePdfBundling: OperationBundling = {
  ...operationBundling,
  esbuildArgs: { '--alias:brotli': noWoff2Decoder },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => {
      const files = [...CERTIFICATE_FONT_FILES.regular, ...CERTIFICATE_FONT_FILES.bold];
      return [
        `mkdir -p "${outputDir}/fonts"`,
        ...files.map((file) => `cp "${inputDir}/${FONT_PACKAGE_FILES_DIR}/${file}" "${outputDir}/fonts/${file}"`),
      ];
    },
  },
};

/** How a route's handler is bundled. */
export const bundlingFor = (handler: string): OperationBundling =>
  handler === CERTIFICATE_PDF_HANDLER ? certificatePdfBundling : operationBundling;

/** One Lambda for one route-table row, with the defaults every operation shares. */
export class OperationFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, route: Route, environment: Record<string, string>) {
    const printsPdf = route.handler === CERTIFICATE_PDF_HANDLER;
    super(scope, id, {
      entry: handlerEntry(route.handler),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      // Laying out and subsetting fonts is CPU work, and Lambda's CPU grows with its memory.
      memorySize: printsPdf ? 1024 : 512,
      timeout: Duration.seconds(10),
      description: `${route.method} ${route.path}`,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...(printsPdf ? { CERTIFICATE_FONTS_DIR: LAMBDA_FONTS_DIR } : {}),
        ...environment,
      },
      logGroup: new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
      bundling: bundlingFor(route.handler),
    });
  }
}
