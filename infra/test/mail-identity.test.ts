import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

/** The school's mail identity as the stack provisions it (synthesized without bundling). */
describe('mail that inboxes accept', () => {
  let template: Template;
  beforeAll(() => {
    const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new TutoringStack(app, 'MailIdentity', {
      env: { account: '123456789012', region: 'eu-west-1' },
      senderEmail: 'hello@quran-academy.org',
      businessInbox: 'team@quran-academy.org',
      trialBookingUrl: 'https://calendly.com/quran-academy/free-trial',
      webAssetsPath: assets,
      siteUrl: 'https://www.quran-academy.org',
    });
    template = Template.fromStack(stack);
  });

  const functionWith = (description: string) =>
    Object.entries(template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }))[0]!;
  const statementsOf = (functionId: string) => {
    const role = template.findResources('AWS::Lambda::Function')[functionId]!.Properties.Role['Fn::GetAtt'][0];
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
  };

  it("makes the sender's domain the identity, with Easy DKIM and a custom MAIL FROM", () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'quran-academy.org',
      MailFromAttributes: { MailFromDomain: 'mail.quran-academy.org' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    // Easy DKIM: no key of ours (SES makes and rotates it).
    const identity = Object.values(template.findResources('AWS::SES::EmailIdentity'))[0]!;
    expect(identity.Properties.DkimSigningAttributes).toBeUndefined();
    expect(identity.Properties.DkimAttributes?.SigningEnabled ?? true).toBe(true);
  });

  it('prints the DNS records to create: three DKIM CNAMEs, the MAIL FROM MX and SPF', () => {
    const outputs = template.findOutputs('*');
    const values = Object.entries(outputs).map(([name, output]) => [name, JSON.stringify(output.Value)] as const);
    expect(values.filter(([name]) => name.includes('DkimRecord'))).toHaveLength(3);
    expect(values.find(([name]) => name.includes('MailFromMxRecord'))?.[1]).toContain(
      'mail.quran-academy.org MX 10 feedback-smtp.eu-west-1.amazonses.com',
    );
    expect(values.find(([name]) => name.includes('MailFromSpfRecord'))?.[1]).toContain('v=spf1 include:amazonses.com');
  });

  it('publishes bounces and complaints to an encrypted topic that records them', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: Match.anyValue() },
      }),
    });
    template.hasResourceProperties('AWS::SNS::Topic', {
      DisplayName: 'Bounces and complaints of school mail',
      KmsMasterKeyId: Match.anyValue(),
    });
    const [feedbackId] = functionWith('Stops mailing addresses that bounced for good or complained');
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [feedbackId, 'Arn'] },
    });
    const statements = statementsOf(feedbackId);
    const write = statements.find((statement) => statement.Action === 'dynamodb:PutItem');
    expect(write.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } });
  });

  it.each([
    ['the mail worker', 'Delivers the mail outbox (stream: new mail; schedule: retries)'],
    ['the lesson reminders', 'Sends the lesson reminders that are due'],
  ])('lets %s send only as the school, through the configuration set', (_name, description) => {
    const [id, fn] = functionWith(description);
    expect(fn.Properties.Environment.Variables.MAIL_CONFIGURATION_SET).toBeDefined();
    const send = statementsOf(id).filter((statement) => statement.Action === 'ses:SendEmail');
    expect(send).toContainEqual(
      expect.objectContaining({
        Condition: { StringEquals: { 'ses:FromAddress': 'hello@quran-academy.org' } },
        Resource: [
          { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:eu-west-1:123456789012:identity/*']] },
          {
            'Fn::Join': [
              '',
              ['arn:', { Ref: 'AWS::Partition' }, ':ses:eu-west-1:123456789012:configuration-set/', expect.anything()],
            ],
          },
        ],
      }),
    );
  });
});
