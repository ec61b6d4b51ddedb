import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

/** The lesson-reminder schedule as the stack provisions it (synthesized without bundling). */
describe('lesson reminders in the stack', () => {
  let template: Template;
  let functionId: string;
  beforeAll(() => {
    const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new TutoringStack(app, 'Reminders', {
      env: { account: '123456789012', region: 'eu-west-1' },
      senderEmail: 'hello@school.test',
      businessInbox: 'team@school.test',
      trialBookingUrl: 'https://calendly.com/school/trial',
      webAssetsPath: assets,
      siteUrl: 'https://school.test',
    });
    template = Template.fromStack(stack);
    functionId = Object.keys(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'Sends the lesson reminders that are due' },
      }),
    )[0]!;
  });

  it('runs the reminder function every 5 minutes', () => {
    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })]),
    });
  });

  it('lets it read, query the reminder index and update bookings, and send mail: no Scan', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(functionId.replace(/[0-9A-F]{8}$/, '')),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action: string) => action.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(actions).toContain('ses:SendEmail');
    expect(JSON.stringify(statements)).toContain('/index/gsi1');
    expect(JSON.stringify(statements)).not.toContain('/index/*');
  });
});
