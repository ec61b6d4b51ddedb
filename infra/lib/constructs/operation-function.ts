import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { Route } from '@app/functions/routes';

const handlersDir = path.resolve(import.meta.dirname, '../../../functions/src/handlers');

/** One Lambda for one route-table row, with the defaults every operation shares. */
export class OperationFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, route: Route, environment: Record<string, string>) {
    super(scope, id, {
      entry: path.join(handlersDir, `${route.handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      description: `${route.method} ${route.path}`,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
      logGroup: new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        // ESM bundles need require() for the few CommonJS dependencies of the AWS SDK.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        externalModules: [],
      },
    });
  }
}
