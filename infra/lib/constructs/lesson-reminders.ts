import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface LessonRemindersProps {
  table: dynamodb.ITableV2;
  senderEmail: string;
  businessInbox: string;
  sesIdentityArn: string;
  siteUrl: string;
}

/** How often the reminder run looks for lessons whose reminder is due. */
export const REMINDER_SCHEDULE = Duration.minutes(5);

/**
 * Lesson reminders: a scheduled function (EventBridge) that Queries the sparse index of due
 * reminders (gsi1, never a Scan), claims each with a conditional update, mails it and records it.
 * Its role can read a booking's course, student and balance, query the index and update the booking.
 */
export class LessonReminders extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: LessonRemindersProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'scheduled/send-due-reminders',
      description: 'Sends the lesson reminders that are due',
      table: props.table,
      memorySize: 512,
      // A run takes reminders for a minute at most and stops 45 s before this limit (one hung send
      // fits in it); the next run picks up the rest. The reminders' lease (5 min) outlasts it.
      timeout: Duration.minutes(2),
      environment: {
        SENDER_EMAIL: props.senderEmail,
        BUSINESS_INBOX: props.businessInbox,
        SITE_URL: props.siteUrl,
      },
    });
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/gsi1`],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['REMINDERS_DUE', 'BOOKING#*', 'COURSE#*', 'STUDENT#*', 'SUPPRESSED#*'],
          },
        },
      }),
    );
    this.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.sesIdentityArn] }),
    );
    new events.Rule(this, 'Schedule', {
      description: 'Runs the lesson reminders',
      schedule: events.Schedule.rate(REMINDER_SCHEDULE),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
