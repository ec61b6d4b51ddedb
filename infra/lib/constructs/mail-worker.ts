import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface MailWorkerProps {
  table: dynamodb.ITableV2;
  senderEmail: string;
  businessInbox: string;
  siteUrl: string;
}

/** How often the worker looks for mails whose retry is due (the first attempt comes from the stream). */
export const MAIL_RETRY_SCHEDULE = Duration.minutes(1);

/**
 * The outbox's mail worker. Two triggers, one function:
 * - the table's stream, filtered to newly written outbox mails (keys `MAIL#…`, INSERT): a mail goes
 *   out seconds after the change that queued it, with no polling;
 * - a schedule every minute, for the retries a mail-service failure leaves behind (a stream event
 *   happens once per write; a retry has to wait for its time).
 * Both run the same leased delivery, so a mail both triggers see is still sent once. Its role may
 * query the due index, write outbox mails, read what a lesson notice says, and (granted by the
 * mail identity) send as the school; nothing else.
 */
export class MailWorker extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: MailWorkerProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'scheduled/deliver-mail',
      description: 'Delivers the mail outbox (stream: new mail; schedule: retries)',
      table: props.table,
      // Shorter than the lease a mail is claimed for (5 minutes): no run outlives its claims.
      timeout: Duration.minutes(2),
      // One worker at a time is plenty for a school's mail, and keeps SES's send rate in reach.
      reservedConcurrentExecutions: 2,
      environment: {
        SENDER_EMAIL: props.senderEmail,
        // A lesson notice is written when it is sent: its text names the inbox and links to the site.
        BUSINESS_INBOX: props.businessInbox,
        SITE_URL: props.siteUrl,
      },
    });
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/gsi1`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MAIL_DUE', 'MAIL#*'] } },
      }),
    );
    // Rendering a lesson notice: the booking, its course, student and balance, and the low-balance
    // marker that makes a drop announced once; and whether an address is still mailed.
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['BOOKING#*', 'COURSE#*', 'STUDENT#*', 'NOTICE#*', 'SUPPRESSED#*'],
          },
        },
      }),
    );
    // Sending: granted by the mail identity (the domain, through the school's configuration set).
    this.function.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        // A failing run (the table unreachable) is retried a few times; the schedule catches up after.
        retryAttempts: 3,
        bisectBatchOnError: true,
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { pk: { S: lambda.FilterRule.beginsWith('MAIL#') } } },
          }),
        ],
      }),
    );
    new events.Rule(this, 'Schedule', {
      description: 'Retries outbox mails whose next attempt is due',
      schedule: events.Schedule.rate(MAIL_RETRY_SCHEDULE),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
