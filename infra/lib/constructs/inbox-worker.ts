import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface InboxWorkerProps {
  table: dynamodb.ITableV2;
  bookingReferenceKey: secretsmanager.ISecret;
  businessInbox: string;
  siteUrl: string;
}

/** How often the sweep looks for deliveries a failed stream run left unprocessed. */
export const INBOX_SWEEP_SCHEDULE = Duration.minutes(5);

/**
 * The webhook inbox's worker: processes the deliveries the webhook stored and acknowledged.
 * - The table's stream, filtered to newly stored deliveries (keys `INBOX#…`, INSERT), starts it
 *   within seconds; a burst (a school's week rescheduled: hundreds of deliveries) arrives as
 *   batches, so the webhook's answers stay one PutItem each while the balance writes queue here.
 * - A schedule sweeps up deliveries still `received` after a failed run (the stream retries a
 *   batch three times, then moves on).
 * Its role may claim and settle deliveries, apply booking events (the items a booking, a
 * cancellation or an unmatched booking write, and the team's notice in the mail outbox), and read
 * the booking-reference key; it sends no mail itself.
 */
export class InboxWorker extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: InboxWorkerProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'events/process-webhook-inbox',
      description: 'Processes the webhook inbox (stream: new deliveries; schedule: sweep)',
      table: props.table,
      // A delivery is held for a minute (the lease); a run of 10 takes seconds.
      timeout: Duration.seconds(50),
      memorySize: 512,
      environment: {
        BOOKING_REFERENCE_KEY_SECRET_ARN: props.bookingReferenceKey.secretArn,
        // The team's notice of a booking that names no student: the inbox and a link to the site.
        BUSINESS_INBOX: props.businessInbox,
        SITE_URL: props.siteUrl,
      },
    });
    props.bookingReferenceKey.grantRead(this.function);
    // Applying a delivery: the inbox item, and what a booking event writes and reads (a student's
    // balance and credit lots are read with a Query of their partition).
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              'INBOX#*',
              'BOOKING#*',
              'COURSE#*',
              'EVENT#*',
              'LEDGER#*',
              'MAIL#*',
              'MONEY',
              // A booking beyond the balance: the course's booking mode, the call that cancels it at Calendly.
              'PCMD#*',
              'SCHEDULING',
              'ACTIVITY',
              'STUDENT#*',
              'SYSTEM',
              // The lesson's tutor: by the host's e-mail, else the course's fallback (COURSE#).
              'TUTOR#*',
              'TUTOR_EMAIL#*',
              'UNMATCHED#*',
            ],
          },
        },
      }),
    );
    // The sweep: the deliveries still waiting, on their sparse list.
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/gsi2`],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['INBOX#received'] } },
      }),
    );
    this.function.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        // Two batches of a shard at once: a burst clears twice as fast; deliveries about one
        // booking that land together are made safe by the booking's own conditions and retries.
        parallelizationFactor: 2,
        retryAttempts: 3,
        bisectBatchOnError: true,
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { pk: { S: lambda.FilterRule.beginsWith('INBOX#') } } },
          }),
        ],
      }),
    );
    new events.Rule(this, 'Schedule', {
      description: 'Processes webhook deliveries a failed run left waiting',
      schedule: events.Schedule.rate(INBOX_SWEEP_SCHEDULE),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
