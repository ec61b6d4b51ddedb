import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '@app/functions/lib/metrics';
import { ALARM_SETTINGS, Alarms } from '../lib/constructs/alarms';
import { handlerEntry } from '../lib/constructs/operation-function';
import { TutoringStack } from '../lib/stacks/tutoring-stack';
import { mergedTemplate } from './support/template';

const STACK = 'AlarmsTest';
const EMAIL = 'ops@school.test';

/** The whole stack, deployed with `-c alarmEmail=…`, with the cdk-nag checks (no esbuild bundling). */
function synthesizeWithAlarmEmail(): { stack: TutoringStack; template: Template; nagFindings: string[] } {
  const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], [cxapi.FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false },
  });
  const stack = new TutoringStack(app, STACK, {
    env: { account: '123456789012', region: 'eu-west-1' },
    senderEmail: 'hello@school.test',
    businessInbox: 'team@school.test',
    trialBookingUrl: 'https://calendly.com/school/trial',
    webAssetsPath: assets,
    siteUrl: 'https://school.test',
    alarmEmail: EMAIL,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  const assembly = app.synth();
  const report = JSON.parse(readFileSync(path.join(assembly.directory, cxapi.VALIDATION_REPORT_FILE), 'utf8'));
  const nagFindings = (report.pluginReports as any[])
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations as any[])
    .flatMap((violation) =>
      (violation.violatingConstructs as any[]).map((c) => `${violation.ruleName} at ${c.constructPath}`),
    );
  return { stack, template: Template.fromStack(stack), nagFindings };
}

describe('alarms in the stack', () => {
  let stack: TutoringStack;
  /** The main stack's template. */
  let main: Template;
  /** The alarms' nested stack's template. */
  let template: Template;
  /** Every resource of the main stack and its nested stacks (the API's functions are in nested stacks). */
  let all: Template;
  let nagFindings: string[];
  let topic: string;
  beforeAll(() => {
    ({ stack, template: main, nagFindings } = synthesizeWithAlarmEmail());
    template = Template.fromStack(stack.alarms.nestedStack);
    all = mergedTemplate(stack);
    topic = stack.alarms.nestedStack.getLogicalId(stack.alarms.topic.node.defaultChild as any);
  });

  /** An alarm of ours: named after the stack, notifying the topic on ALARM and on OK. */
  const ourAlarm = (name: string, properties: Record<string, unknown>) =>
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: `${STACK}-${name}`,
      AlarmDescription: Match.stringLikeRegexp('docs/operations\\.md'),
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
      EvaluationPeriods: 1,
      ...properties,
    });
  const metricOf = (name: string, period = 300) => ({
    Namespace: METRICS_NAMESPACE,
    MetricName: name,
    Dimensions: [{ Name: 'service', Value: STACK }],
    Statistic: 'Sum',
    Period: period,
  });

  it('has eight alarms, each notifying the topic, in a nested stack (one resource in the main stack)', () => {
    main.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    // The only topic of the main stack is the mail feedback's (bounces and complaints), not an alarm one.
    expect(Object.values(main.findResources('AWS::SNS::Topic')).map((topic) => topic.Properties.DisplayName)).toEqual([
      'Bounces and complaints of school mail',
    ]);
    const nested = stack.getLogicalId(stack.alarms.nestedStack.nestedStackResource!);
    expect(main.toJSON().Resources[nested].Type).toBe('AWS::CloudFormation::Stack');
    template.resourceCountIs('AWS::CloudWatch::Alarm', 12);
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.AlarmDescription.length).toBeGreaterThan(80);
    }
  });

  it('API server errors: 5xx above 5% of at least 10 requests over 5 minutes, from the HTTP API metrics', () => {
    // The HTTP API's id reaches the nested stack as a parameter.
    const api = stack.getLogicalId(stack.api.httpApi.node.defaultChild as any);
    const nested = stack.getLogicalId(stack.alarms.nestedStack.nestedStackResource!);
    const parameters = main.toJSON().Resources[nested].Properties.Parameters as Record<string, unknown>;
    const apiParameter = Object.keys(parameters).find(
      (name) => JSON.stringify(parameters[name]) === `{"Ref":"${api}"}`,
    );
    expect(apiParameter).toBeDefined();
    const apiMetric = (name: string) =>
      Match.objectLike({
        MetricStat: {
          Metric: {
            Namespace: 'AWS/ApiGateway',
            MetricName: name,
            Dimensions: [{ Name: 'ApiId', Value: { Ref: apiParameter } }],
          },
          Period: 300,
          Stat: 'Sum',
        },
        ReturnData: false,
      });
    ourAlarm('api-server-errors', {
      Threshold: ALARM_SETTINGS.apiServerErrorPercent,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests >= 10, 100 * FILL(errors, 0) / requests, 0)' }),
        apiMetric('Count'),
        apiMetric('5xx'),
      ]),
    });
    expect(ALARM_SETTINGS.apiServerErrorPercent).toBe(5);
  });

  it('mail dead letters: MailsDeadLettered ≥ 1 in 5 minutes', () => {
    ourAlarm('mail-dead-letters', {
      ...metricOf('MailsDeadLettered'),
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('reminder job not running: fewer than 1 ReminderRuns in 15 minutes (3 schedules), no data counting as breaching', () => {
    ourAlarm('reminder-job-not-running', {
      ...metricOf('ReminderRuns', 900),
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
    // Longer than the schedule it watches.
    all.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
  });

  it('credit expiry not running: fewer than 1 CreditExpiryRuns in 3 hours (3 schedules), no data counting as breaching', () => {
    ourAlarm('credit-expiry-not-running', {
      ...metricOf('CreditExpiryRuns', 10_800),
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
    all.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 hour)' });
  });

  it('reminders given up: RemindersGivenUp ≥ 1 in 5 minutes', () => {
    ourAlarm('reminders-given-up', {
      ...metricOf('RemindersGivenUp'),
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('webhook signature failures: more than 5 in 5 minutes', () => {
    ourAlarm('webhook-signature-failures', {
      ...metricOf('WebhookSignatureFailures'),
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('webhook deliveries to review: WebhookNeedsReview ≥ 1 in 5 minutes', () => {
    ourAlarm('webhook-needs-review', {
      ...metricOf('WebhookNeedsReview'),
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('webhook inbox failing: one or more failed runs of the inbox worker in 5 minutes (its Lambda errors)', () => {
    ourAlarm('webhook-inbox-failing', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('mails the alarmEmail address from an encrypted topic that refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: EMAIL,
      TopicArn: { Ref: topic },
    });
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    const key = stack.alarms.nestedStack.getLogicalId(stack.alarms.topic.masterKey!.node.defaultChild as any);
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: `${STACK}-alarms`,
      KmsMasterKeyId: { 'Fn::GetAtt': [key, 'Arn'] },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topic }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: 'sns:Publish',
            Condition: Match.objectLike({ StringEquals: { 'aws:SourceAccount': '123456789012' } }),
          }),
        ]),
      },
    });
  });

  it('tags the metrics of every function of ours with the stack name (the alarms’ service dimension)', () => {
    const functions = Object.values(all.findResources('AWS::Lambda::Function'));
    const ours = functions.filter((fn) => fn.Properties.Environment?.Variables?.TABLE_NAME);
    expect(ours.length).toBeGreaterThan(stack.api.functions.size);
    for (const fn of ours) expect(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(STACK);
    // CDK's own functions (the site deployment) are left alone.
    const others = functions.filter((fn) => !fn.Properties.Environment?.Variables?.TABLE_NAME);
    for (const fn of others) expect(fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME).toBeUndefined();
  });

  it('passes the cdk-nag AwsSolutions checks', () => {
    expect(nagFindings).toEqual([]);
  });

  it('has a section in docs/operations.md for every alarm', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
    template.resourceCountIs('AWS::CloudWatch::Alarm', 12);
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) {
      const section = /docs\/operations\.md, "([^"]+)"/.exec(alarm.Properties.AlarmDescription)?.[1];
      expect(section, alarm.Properties.AlarmName).toBeDefined();
      expect(docs, section).toContain(`### ${section}`);
      expect(docs, alarm.Properties.AlarmName).toContain(alarm.Properties.AlarmName.replace(STACK, '<stack>'));
    }
  });
});

describe('the alarms construct', () => {
  function alarmsStack(alarmEmail?: string) {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'Small', { env: { account: '123456789012', region: 'eu-west-1' } });
    const httpApi = new apigw.HttpApi(stack, 'Api');
    const job = new NodejsFunction(stack, 'Job', {
      entry: handlerEntry('scheduled/send-due-reminders'),
      runtime: lambda.Runtime.NODEJS_22_X,
    });
    const alarms = new Alarms(stack, 'Alarms', {
      httpApi,
      inboxWorker: job,
      schedulingJobs: { reconcile: job, commands: job },
      alarmEmail,
    });
    return { stack, alarms };
  }

  it('without alarmEmail: the topic and alarms exist, nobody is subscribed, and synth says so', () => {
    const { stack, alarms } = alarmsStack();
    const template = Template.fromStack(alarms.nestedStack);
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    template.resourceCountIs('AWS::CloudWatch::Alarm', 12);
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'Small' } },
    });
    Annotations.fromStack(stack).hasInfo('/Small/Alarms', Match.stringLikeRegexp('No alarmEmail context value'));
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('subscribes each of several comma-separated addresses, and refuses what is not an address', () => {
    const template = Template.fromStack(alarmsStack('a@school.test, b@school.test').alarms.nestedStack);
    template.resourceCountIs('AWS::SNS::Subscription', 2);
    template.hasResourceProperties('AWS::SNS::Subscription', { Endpoint: 'b@school.test' });
    expect(() => alarmsStack('ops at school')).toThrow(/not an e-mail address/);
  });
});
