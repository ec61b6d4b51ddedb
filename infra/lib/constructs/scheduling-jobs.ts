import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface SchedulingJobsProps {
  table: dynamodb.ITableV2;
  /** The Calendly API token (written when a super admin connects the account). */
  calendlyToken: secretsmanager.ISecret;
  bookingReferenceKey: secretsmanager.ISecret;
  businessInbox: string;
  siteUrl: string;
}

/** How often the calendar check compares Calendly's events with the school's records. */
export const RECONCILE_SCHEDULE = Duration.hours(1);
/**
 * How often the provider-command worker makes the calls due. No stream trigger: the table's stream
 * already feeds three workers, the most a shard serves without throttling its readers.
 */
export const COMMAND_RETRY_SCHEDULE = Duration.minutes(1);

/** What applying a booking event writes and reads (as the webhook inbox's worker). */
const BOOKING_KEYS = [
  'BOOKING#*',
  'COURSE#*',
  'EVENT#*',
  'LEDGER#*',
  'MAIL#*',
  'MONEY',
  'STUDENT#*',
  'SYSTEM',
  'TUTOR#*',
  'TUTOR_EMAIL#*',
  'UNMATCHED#*',
  'ACTIVITY',
  'PCMD#*',
  'SCHEDULING',
];

/**
 * The scheduling service's two jobs, both calling Calendly with the connected account's token:
 * - the calendar check (hourly): bookings and cancellations the webhook missed are applied through
 *   the booking path, and the webhook subscription's state is checked (the team mailed when it
 *   stops working; `WebhookSubscriptionDown` counted for the alarm);
 * - the provider-command worker: the calls the school owes Calendly (a lesson the office cancels,
 *   a no-show), every minute (first attempts and retries alike).
 */
export class SchedulingJobs extends Construct {
  readonly reconcile: NodejsFunction;
  readonly commands: NodejsFunction;

  constructor(scope: Construct, id: string, props: SchedulingJobsProps) {
    super(scope, id);
    const calendly = { CALENDLY_API_TOKEN_SECRET_ARN: props.calendlyToken.secretArn };

    this.reconcile = jobFunction(this, {
      handler: 'scheduled/reconcile-calendar',
      description: 'Compares Calendly with the school (missed bookings and cancellations; webhook state)',
      table: props.table,
      timeout: Duration.minutes(5),
      memorySize: 512,
      reservedConcurrentExecutions: 1,
      environment: {
        ...calendly,
        BOOKING_REFERENCE_KEY_SECRET_ARN: props.bookingReferenceKey.secretArn,
        BUSINESS_INBOX: props.businessInbox,
        SITE_URL: props.siteUrl,
      },
      ids: { function: 'ReconcileFunction', logs: 'ReconcileLogs' },
    });
    props.calendlyToken.grantRead(this.reconcile);
    props.bookingReferenceKey.grantRead(this.reconcile);
    this.reconcile.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': BOOKING_KEYS } },
      }),
    );
    new events.Rule(this, 'ReconcileSchedule', {
      description: 'The calendar check against Calendly',
      schedule: events.Schedule.rate(RECONCILE_SCHEDULE),
      targets: [new targets.LambdaFunction(this.reconcile, { retryAttempts: 0 })],
    });

    this.commands = jobFunction(this, {
      handler: 'scheduled/run-provider-commands',
      description: 'Makes the calls the school owes Calendly (every minute)',
      table: props.table,
      // Shorter than the lease a call is claimed for (5 minutes).
      timeout: Duration.minutes(2),
      reservedConcurrentExecutions: 2,
      environment: calendly,
      ids: { function: 'CommandsFunction', logs: 'CommandsLogs' },
    });
    props.calendlyToken.grantRead(this.commands);
    this.commands.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/gsi1`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PCMD_DUE', 'PCMD#*'] } },
      }),
    );
    // Whether an account is connected (a call waits while its token cannot be read).
    this.commands.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['SCHEDULING'] } },
      }),
    );
    new events.Rule(this, 'CommandSchedule', {
      description: 'Retries calls to Calendly whose next attempt is due',
      schedule: events.Schedule.rate(COMMAND_RETRY_SCHEDULE),
      targets: [new targets.LambdaFunction(this.commands, { retryAttempts: 0 })],
    });
  }
}
