import { Annotations, Aspects, Duration, NestedStack, RemovalPolicy, Stack, type IAspect } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { METRICS_DIMENSION, METRICS_NAMESPACE, type MetricName } from '@app/functions/lib/metrics';
import { CREDIT_EXPIRY_SCHEDULE } from './credit-expiry';
import { REMINDER_SCHEDULE } from './lesson-reminders';

export interface AlarmsProps {
  httpApi: apigw.IHttpApi;
  /** The webhook inbox's worker, whose failing runs leave bookings waiting. */
  inboxWorker: lambda.IFunction;
  /** The calendar check and the provider-command worker. */
  schedulingJobs: { reconcile: lambda.IFunction; commands: lambda.IFunction };
  /** Where alarm e-mails go (context value `alarmEmail`, comma-separated for several); none: no subscriber. */
  alarmEmail?: string;
}

/** The thresholds, in one place (docs/operations.md explains each alarm). */
export const ALARM_SETTINGS = {
  /** API 5xx answers, in % of requests over 5 minutes, above which the API alarm fires ... */
  apiServerErrorPercent: 5,
  /** ... when at least this many requests came in those 5 minutes (a single error of 2 is no outage). */
  apiMinimumRequests: 10,
  /** Webhook deliveries with a bad signature in 5 minutes above which the alarm fires. */
  webhookSignatureFailures: 5,
  /** The reminder job must complete a run within this window (3 of its 5-minute schedules). */
  reminderWindow: Duration.minutes(REMINDER_SCHEDULE.toMinutes() * 3),
  /** The credit-expiry job must complete a run within this window (3 of its hourly schedules). */
  creditExpiryWindow: Duration.hours(CREDIT_EXPIRY_SCHEDULE.toHours() * 3),
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** The metrics' `service` dimension, on every function of ours (functions/src/lib/metrics.ts reads it). */
export const SERVICE_NAME_VARIABLE = 'POWERTOOLS_SERVICE_NAME';

/**
 * Gives every function of ours in the stack (NodejsFunction: the API's, the jobs', any added later)
 * the stack's name as the `service` its metrics carry, which the alarms below watch: two deployments
 * in one account keep their metrics and alarms apart. CDK's own functions are left alone.
 */
class TagMetricsWithService implements IAspect {
  constructor(private readonly service: string) {}
  visit(node: IConstruct): void {
    if (node instanceof NodejsFunction) node.addEnvironment(SERVICE_NAME_VARIABLE, this.service);
  }
}

/**
 * The alarms an operator acts on (docs/operations.md: what each means and what to do), all sent to
 * one SNS topic, encrypted with a key of its own (CloudWatch may use it; an AWS-managed SNS key
 * would not let CloudWatch publish) and refusing unencrypted transport. Alarm and OK both notify.
 *
 * They live in a nested stack: the main stack holds one resource for them instead of nine, as
 * every route already costs it seven (CloudFormation allows 500 per stack).
 */
export class Alarms extends Construct {
  /** The nested stack holding the topic, its key and the alarms. */
  readonly nestedStack: NestedStack;
  readonly topic: sns.Topic;
  readonly apiServerErrors: cloudwatch.Alarm;
  readonly mailDeadLetters: cloudwatch.Alarm;
  readonly reminderJobNotRunning: cloudwatch.Alarm;
  readonly creditExpiryNotRunning: cloudwatch.Alarm;
  readonly remindersGivenUp: cloudwatch.Alarm;
  readonly webhookSignatureFailures: cloudwatch.Alarm;
  readonly webhookNeedsReview: cloudwatch.Alarm;
  readonly webhookInboxFailing: cloudwatch.Alarm;
  readonly webhookSubscriptionDown: cloudwatch.Alarm;
  readonly providerCommandsFailed: cloudwatch.Alarm;
  readonly schedulingJobsFailing: cloudwatch.Alarm;
  readonly pageRenderFailures: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const service = Stack.of(this).stackName;
    Aspects.of(Stack.of(this)).add(new TagMetricsWithService(service));
    this.nestedStack = new NestedStack(this, 'Stack', {
      description: `The ${service} alarms and the topic they notify (docs/operations.md)`,
    });
    const stack = this.nestedStack;

    const key = new kms.Key(stack, 'TopicKey', {
      description: `Encrypts the ${service} alarm topic`,
      enableKeyRotation: true,
      // It only encrypts notifications in transit through SNS: nothing stays encrypted with it.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch publishes alarm notifications to the encrypted topic.
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(stack, 'Topic', {
      topicName: `${service}-alarms`,
      displayName: `${service} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    // A topic policy replaces SNS's default one: let this account's alarms publish.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:*` },
        },
      }),
    );
    const addresses = (props.alarmEmail ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    for (const address of addresses) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
        throw new Error(`alarmEmail: "${address}" is not an e-mail address`);
      }
      this.topic.addSubscription(new subscriptions.EmailSubscription(address));
    }
    if (addresses.length === 0) {
      Annotations.of(this).addInfo(
        'No alarmEmail context value: the alarms notify an SNS topic with no subscriber. ' +
          'Deploy with -c alarmEmail=you@example.com to be e-mailed.',
      );
    }

    const ours = (name: MetricName, period: Duration = FIVE_MINUTES) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { [METRICS_DIMENSION]: service },
        statistic: cloudwatch.Stats.SUM,
        period,
      });

    const serverErrorRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${ALARM_SETTINGS.apiMinimumRequests}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: {
        requests: props.httpApi.metricCount({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
        errors: props.httpApi.metricServerError({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
      },
      period: FIVE_MINUTES,
      label: 'API 5xx answers, % of requests',
    });
    this.apiServerErrors = new cloudwatch.Alarm(stack, 'ApiServerErrors', {
      alarmName: `${service}-api-server-errors`,
      alarmDescription:
        `The API answered more than ${ALARM_SETTINGS.apiServerErrorPercent}% of requests with a server error (5xx) ` +
        `over 5 minutes (with at least ${ALARM_SETTINGS.apiMinimumRequests} requests): visitors, students or the ` +
        'team are seeing "Something went wrong". docs/operations.md, "API server errors".',
      metric: serverErrorRate,
      threshold: ALARM_SETTINGS.apiServerErrorPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    /** An alarm on each occurrence of something that should not happen: one or more in 5 minutes. */
    const everyOccurrence = (id: string, alarmName: string, metric: cloudwatch.IMetric, alarmDescription: string) =>
      new cloudwatch.Alarm(stack, id, {
        alarmName,
        alarmDescription,
        metric,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });

    this.mailDeadLetters = everyOccurrence(
      'MailDeadLetters',
      `${service}-mail-dead-letters`,
      ours('MailsDeadLettered'),
      'At least one e-mail was given up on after its retries and kept for the team: someone did not get a ' +
        'confirmation or notice (lesson reminders retry on their own). Resend it from Back office → Mail problems (/admin/mail). ' +
        'docs/operations.md, "Mail dead letters".',
    );

    const window = ALARM_SETTINGS.reminderWindow;
    this.reminderJobNotRunning = new cloudwatch.Alarm(stack, 'ReminderJobNotRunning', {
      alarmName: `${service}-reminder-job-not-running`,
      alarmDescription:
        `The lesson-reminder job has not completed a run in ${window.toMinutes()} minutes (it runs every ` +
        `${REMINDER_SCHEDULE.toMinutes()}): students are not being reminded of their lessons. ` +
        'docs/operations.md, "Reminder job not running".',
      metric: ours('ReminderRuns', window),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // No data at all is the job not running (or not reaching its end).
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    });

    const expiryWindow = ALARM_SETTINGS.creditExpiryWindow;
    this.creditExpiryNotRunning = new cloudwatch.Alarm(stack, 'CreditExpiryNotRunning', {
      alarmName: `${service}-credit-expiry-not-running`,
      alarmDescription:
        `The credit-expiry job has not completed a run in ${expiryWindow.toHours()} hours (it runs every hour): ` +
        'sessions past their last day are not expiring and expiry reminders are not going out, so balances ' +
        'and the money report overstate what students can still use. docs/operations.md, "Credit expiry not running".',
      metric: ours('CreditExpiryRuns', expiryWindow),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    });

    this.remindersGivenUp = everyOccurrence(
      'RemindersGivenUp',
      `${service}-reminders-given-up`,
      ours('RemindersGivenUp'),
      'At least one lesson reminder was given up on: the mail service refused it on every retry (about an hour), ' +
        'or its lesson started before a retry could succeed. The student was not reminded of that lesson. ' +
        'docs/operations.md, "Reminders given up".',
    );

    this.webhookSignatureFailures = new cloudwatch.Alarm(stack, 'WebhookSignatureFailures', {
      alarmName: `${service}-webhook-signature-failures`,
      alarmDescription:
        `More than ${ALARM_SETTINGS.webhookSignatureFailures} scheduling-webhook deliveries in 5 minutes had a ` +
        'missing or wrong signature: someone is sending forged bookings, or the Calendly subscription and the ' +
        'stored signing key no longer match (real bookings are then refused). ' +
        'docs/operations.md, "Webhook signature failures".',
      metric: ours('WebhookSignatureFailures'),
      threshold: ALARM_SETTINGS.webhookSignatureFailures,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    this.webhookNeedsReview = everyOccurrence(
      'WebhookNeedsReview',
      `${service}-webhook-needs-review`,
      ours('WebhookNeedsReview'),
      'At least one scheduling-webhook delivery could not be applied by itself and was kept for the team to ' +
        "review: a booking or cancellation may be missing from a student's sessions. " +
        'docs/operations.md, "Webhook deliveries to review".',
    );

    this.webhookInboxFailing = everyOccurrence(
      'WebhookInboxFailing',
      `${service}-webhook-inbox-failing`,
      props.inboxWorker.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
      'A run of the webhook inbox worker failed: stored deliveries may be waiting to be applied (the sweep ' +
        'retries every 5 minutes; bookings reach balances late until it succeeds). ' +
        'docs/operations.md, "Webhook inbox failing".',
    );

    this.webhookSubscriptionDown = everyOccurrence(
      'WebhookSubscriptionDown',
      `${service}-webhook-subscription-down`,
      ours('WebhookSubscriptionDown', Duration.hours(1)),
      'The calendar check found the Calendly webhook subscription disabled or missing: new bookings and ' +
        'cancellations reach the school only through the hourly check. A super admin re-enables it in ' +
        'Back office → Scheduling. docs/operations.md, "Webhook subscription down".',
    );

    this.providerCommandsFailed = everyOccurrence(
      'ProviderCommandsFailed',
      `${service}-calendly-calls-failed`,
      ours('ProviderCommandsFailed'),
      'A call to Calendly (cancelling a lesson the school cancelled, or marking a no-show) was given up on: ' +
        "Calendly's calendar may still show that lesson. Back office → Scheduling lists it. " +
        'docs/operations.md, "Calendly calls failed".',
    );

    this.schedulingJobsFailing = everyOccurrence(
      'SchedulingJobsFailing',
      `${service}-scheduling-jobs-failing`,
      new cloudwatch.MathExpression({
        expression: 'FILL(reconcile, 0) + FILL(commands, 0)',
        usingMetrics: {
          reconcile: props.schedulingJobs.reconcile.metricErrors({
            period: FIVE_MINUTES,
            statistic: cloudwatch.Stats.SUM,
          }),
          commands: props.schedulingJobs.commands.metricErrors({
            period: FIVE_MINUTES,
            statistic: cloudwatch.Stats.SUM,
          }),
        },
        period: FIVE_MINUTES,
        label: 'Scheduling job errors',
      }),
      'A run of the calendar check or of the Calendly call worker failed (the table or Calendly unreachable): ' +
        'missed bookings are not being repaired, or office cancellations are not reaching Calendly. ' +
        'docs/operations.md, "Scheduling jobs failing".',
    );

    this.pageRenderFailures = everyOccurrence(
      'PageRenderFailures',
      `${service}-page-render-failures`,
      ours('PageRenderFailures'),
      'The page function could not render the catalogue, a course page, About, a certificate page or the sitemap at least once in ' +
        '5 minutes: visitors got "Service Unavailable" where a page should be (CloudFront asks again on the next ' +
        'request). docs/operations.md, "Page rendering failing".',
    );

    const notify = new actions.SnsAction(this.topic);
    for (const alarm of this.all()) {
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
    }
  }

  /** Every alarm, in the order docs/operations.md lists them. */
  all(): cloudwatch.Alarm[] {
    return [
      this.apiServerErrors,
      this.mailDeadLetters,
      this.reminderJobNotRunning,
      this.remindersGivenUp,
      this.creditExpiryNotRunning,
      this.webhookSignatureFailures,
      this.webhookNeedsReview,
      this.webhookInboxFailing,
      this.webhookSubscriptionDown,
      this.providerCommandsFailed,
      this.schedulingJobsFailing,
      this.pageRenderFailures,
    ];
  }
}
