import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';
import { MIGRATIONS } from '@app/functions/db/migrations/migrations';

export interface MigrationsProps {
  table: dynamodb.ITableV2;
  /** What must be in place before the migrations run: the table and every function that writes to it. */
  executeAfter: Construct[];
}

/** How long one run of the migrations may take. */
export const MIGRATIONS_TIMEOUT = Duration.minutes(10);

/**
 * The table's data migrations: a function that applies the ones the table has not had yet (each
 * recorded in the table, so it runs once), invoked by a CDK trigger during each deployment that
 * changes it (the migrations are bundled into it, so every new migration is such a change). It
 * runs after the table and the API's functions are updated, so no function of the previous version
 * writes the old shape after the migration; until it has run, the new code reads both shapes. A
 * failing migration fails the deployment, which CloudFormation rolls back.
 *
 * Its role can read and write the migration records (`SYSTEM`) and what each migration changes:
 * the course list (gsi1 `COURSES`) and the course items. A new migration that touches other items
 * adds their keys here.
 */
export class Migrations extends Construct {
  readonly function: NodejsFunction;
  readonly trigger: triggers.Trigger;

  constructor(scope: Construct, id: string, props: MigrationsProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'scheduled/run-migrations',
      description: 'Applies the data migrations the table has not had yet',
      table: props.table,
      memorySize: 512,
      timeout: MIGRATIONS_TIMEOUT,
      logRetention: logs.RetentionDays.ONE_YEAR,
    });
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['SYSTEM'] } },
      }),
    );
    // What the migrations say they read and write, and nothing else.
    const queries = [...new Set(MIGRATIONS.flatMap((migration) => migration.access.queries))].sort();
    const writes = [...new Set(MIGRATIONS.flatMap((migration) => migration.access.writes))].sort();
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/gsi1`],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': queries } },
      }),
    );
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': writes } },
      }),
    );
    const partitions = [...new Set(MIGRATIONS.flatMap((migration) => migration.access.partitions ?? []))].sort();
    if (partitions.length > 0) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions } },
        }),
      );
    }
    const gsi3 = [...new Set(MIGRATIONS.flatMap((migration) => migration.access.gsi3 ?? []))].sort();
    if (gsi3.length > 0) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [`${props.table.tableArn}/index/gsi3`],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': gsi3 } },
        }),
      );
    }
    const reads = [...new Set(MIGRATIONS.flatMap((migration) => migration.access.reads ?? []))].sort();
    if (reads.length > 0) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': reads } },
        }),
      );
    }
    this.trigger = new triggers.Trigger(this, 'Run', {
      handler: this.function,
      // The invocation waits for the run; a little longer than the function may take.
      timeout: MIGRATIONS_TIMEOUT.plus(Duration.minutes(1)),
      executeAfter: props.executeAfter,
    });
  }
}
