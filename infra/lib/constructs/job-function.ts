import type { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { handlerEntry, operationBundling } from './operation-function';

export interface JobFunctionProps {
  /** Module under functions/src/handlers, without extension (it exports `handler`). */
  handler: string;
  description: string;
  table: dynamodb.ITableV2;
  timeout: Duration;
  memorySize?: number;
  reservedConcurrentExecutions?: number;
  /** More environment (the table's name and source maps are always there). */
  environment?: Record<string, string>;
  logRetention?: logs.RetentionDays;
  /** Bundling beyond the operations' (an alias, files copied in). */
  bundling?: typeof operationBundling;
  /** Construct ids, kept as the stack first named them (a changed id would replace the function or its logs). */
  ids?: { function?: string; logs?: string };
}

/**
 * A function of ours that is not an API operation (a scheduled job, a stream or event consumer):
 * the operations' runtime, architecture and bundling, a log group of its own, the table's name.
 * Its rights are added by its construct, one statement per need.
 */
export function jobFunction(scope: Construct, props: JobFunctionProps): NodejsFunction {
  return new NodejsFunction(scope, props.ids?.function ?? 'Function', {
    entry: handlerEntry(props.handler),
    handler: 'handler',
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize ?? 256,
    timeout: props.timeout,
    reservedConcurrentExecutions: props.reservedConcurrentExecutions,
    description: props.description,
    environment: {
      NODE_OPTIONS: '--enable-source-maps',
      TABLE_NAME: props.table.tableName,
      ...props.environment,
    },
    logGroup: new logs.LogGroup(scope, props.ids?.logs ?? 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
    }),
    bundling: props.bundling ?? operationBundling,
  });
}
