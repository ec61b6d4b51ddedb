import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface CreditExpiryProps {
  table: dynamodb.ITableV2;
  senderEmail: string;
  businessInbox: string;
  siteUrl: string;
}

/** How often the credit-expiry run looks for reminders and expiries that are due. */
export const CREDIT_EXPIRY_SCHEDULE = Duration.hours(1);

/**
 * Credit expiry: a scheduled function (EventBridge) that, holding the job's lease (`SYSTEM`),
 * Queries the sparse lists of lots whose expiry reminder is due (gsi2) and of lots past their last
 * day (gsi1), never a Scan; queues each reminder in the outbox with the lots' change, and moves the
 * sessions left of an expired lot out through the ledger, with the balance and the money figures.
 */
export class CreditExpiry extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: CreditExpiryProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'scheduled/expire-credits',
      description: 'Reminds of credits about to expire and expires those past their last day',
      table: props.table,
      memorySize: 512,
      timeout: Duration.minutes(2),
      environment: {
        SENDER_EMAIL: props.senderEmail,
        BUSINESS_INBOX: props.businessInbox,
        SITE_URL: props.siteUrl,
      },
    });
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/gsi1`, `${props.table.tableArn}/index/gsi2`],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['LOTS_EXPIRING', 'LOTS_REMINDER'] },
        },
      }),
    );
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['SYSTEM', 'STUDENT#*', 'COURSE#*', 'LEDGER#*', 'MAIL#*', 'MONEY'],
          },
        },
      }),
    );
    new events.Rule(this, 'Schedule', {
      description: 'Runs the credit expiry',
      schedule: events.Schedule.rate(CREDIT_EXPIRY_SCHEDULE),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
