import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { deployConfig, DeployConfigError } from '../lib/deploy-config';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

const stagesDir = path.join(import.meta.dirname, '../stages');
const real = {
  senderEmail: 'hello@quran-academy.org',
  businessInbox: 'team@quran-academy.org',
  trialBookingUrl: 'https://calendly.com/quran-academy/free-trial',
  siteUrl: 'https://www.quran-academy.org',
};
const from = (values: Record<string, unknown>) => (name: string) => values[name];
const problemsOf = (values: Record<string, unknown>, deploying = true): string[] => {
  try {
    deployConfig(from(values), { deploying, stagesDir });
    return [];
  } catch (error) {
    if (error instanceof DeployConfigError) return error.problems;
    throw error;
  }
};

describe('deploy settings', () => {
  it("accepts the school's real values", () => {
    expect(deployConfig(from(real), { deploying: true, stagesDir })).toMatchObject({
      ...real,
      stackName: 'TutoringPlatform',
    });
  });

  it('accepts the repository placeholders in a synth without an account (tests, CI)', () => {
    const placeholders = {
      senderEmail: 'hello@example.com',
      trialBookingUrl: 'https://calendly.com/your-team/free-trial',
      siteUrl: 'https://tutoring.example.com',
    };
    expect(problemsOf(placeholders, false)).toEqual([]);
  });

  it.each([
    ['siteUrl', 'https://tutoring.example.com'],
    ['senderEmail', 'hello@example.com'],
    ['businessInbox', 'team@example.org'],
    ['trialBookingUrl', 'https://calendly.com/your-team/free-trial'],
  ])('refuses the placeholder %s when deploying, naming it', (name, placeholder) => {
    const problems = problemsOf({ ...real, [name]: placeholder });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(placeholder);
  });

  it.each(['siteUrl', 'senderEmail', 'trialBookingUrl'])('refuses an empty %s, naming it', (name) => {
    expect(problemsOf({ ...real, [name]: '' })).toEqual([expect.stringContaining(`${name} is not set`)]);
    expect(problemsOf({ ...real, [name]: '   ' })).toEqual([expect.stringContaining(`${name} is not set`)]);
  });

  it('lets businessInbox default to senderEmail, but refuses it empty when senderEmail is a placeholder', () => {
    const { businessInbox: _inbox, ...rest } = real;
    expect(deployConfig(from(rest), { deploying: true, stagesDir }).businessInbox).toBe(real.senderEmail);
    expect(problemsOf({ ...rest, senderEmail: 'hello@example.com' })).toHaveLength(2);
  });

  it('refuses malformed values even without an account', () => {
    expect(problemsOf({ ...real, senderEmail: 'not an address' }, false)[0]).toContain('senderEmail');
    expect(problemsOf({ ...real, siteUrl: 'http://www.quran-academy.org' }, false)[0]).toContain('https://');
    expect(problemsOf({ ...real, alarmEmail: 'office@quran-academy.org, nobody' }, false)[0]).toContain('alarmEmail');
  });

  it('checks the domain settings together', () => {
    const domain = {
      ...real,
      domainName: 'www.quran-academy.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
    };
    expect(problemsOf(domain)).toEqual([]);
    expect(problemsOf({ ...domain, certificateArn: undefined })[0]).toContain('needs certificateArn');
    expect(
      problemsOf({ ...domain, certificateArn: domain.certificateArn.replace('us-east-1', 'eu-west-1') })[0],
    ).toContain('us-east-1');
    expect(problemsOf({ ...domain, siteUrl: 'https://quran-academy.org' })[0]).toContain(
      'must be https://www.quran-academy.org',
    );
    expect(problemsOf({ ...domain, hostedZoneId: 'Z123ABC' })[0]).toContain('hostedZoneName');
    expect(problemsOf({ ...real, hostedZoneId: 'Z123ABC', hostedZoneName: 'quran-academy.org' })[0]).toContain(
      'without domainName',
    );
  });

  it('reads a stage file, command-line values winning, and refuses its placeholders when deploying', () => {
    const fromStage = deployConfig(from({ stage: 'example' }), { deploying: false, stagesDir });
    expect(fromStage).toMatchObject({ domainName: 'www.example.org', hostedZoneName: 'example.org' });
    const overridden = deployConfig(from({ stage: 'example', alarmEmail: 'ops@quran-academy.org' }), {
      deploying: false,
      stagesDir,
    });
    expect(overridden.alarmEmail).toBe('ops@quran-academy.org');
    const problems = problemsOf({ stage: 'example' });
    for (const name of ['senderEmail', 'businessInbox', 'trialBookingUrl', 'siteUrl', 'domainName']) {
      expect(problems.join('\n')).toContain(`${name} is still the placeholder`);
    }
    expect(problemsOf({ stage: '../secrets' })[0]).toContain('not a stage name');
  });
});

describe("the school's own domain", () => {
  function synth(
    domain?: { hostedZoneId?: string; hostedZoneName?: string },
    originSecretGeneration?: string,
    threatProtection?: 'audit' | 'full',
  ) {
    const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new TutoringStack(app, 'Domain', {
      env: { account: '123456789012', region: 'us-east-1' },
      ...real,
      webAssetsPath: assets,
      originSecretGeneration,
      threatProtection,
      domain: {
        domainName: 'www.quran-academy.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
        ...domain,
      },
    });
    return Template.fromStack(stack);
  }

  it('gives the distribution its alias and certificate, and prints the DNS record to create', () => {
    const template = synth();
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.quran-academy.org'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    template.hasOutput('SiteUrl', { Value: 'https://www.quran-academy.org' });
    template.hasOutput('DnsRecordToCreate', Match.anyValue());
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('sends a new origin-verify value after a rotation: the generation changes the distribution', () => {
    const origins = (template: Template) =>
      JSON.stringify(
        Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig
          .Origins,
      );
    expect(origins(synth())).toContain('{"HeaderName":"x-origin-verify-generation","HeaderValue":"1"}');
    expect(origins(synth(undefined, '2'))).toContain('{"HeaderName":"x-origin-verify-generation","HeaderValue":"2"}');
    expect(problemsOf({ ...real, originSecretGeneration: 'two' })[0]).toContain('originSecretGeneration');
  });

  it('runs Cognito threat protection in audit mode when asked (AWS advises it for the first weeks)', () => {
    const mode = (template: Template) =>
      Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!.Properties.UserPoolAddOns;
    expect(mode(synth())).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
    expect(mode(synth(undefined, undefined, 'audit'))).toEqual({ AdvancedSecurityMode: 'AUDIT' });
    expect(
      deployConfig(from({ ...real, threatProtection: 'audit' }), { deploying: true, stagesDir }).threatProtection,
    ).toBe('audit');
    expect(problemsOf({ ...real, threatProtection: 'off' })[0]).toContain('threatProtection');
  });

  it('creates the A and AAAA alias records when the hosted zone is given', () => {
    const template = synth({ hostedZoneId: 'Z0ABCDEF123', hostedZoneName: 'quran-academy.org' });
    for (const type of ['A', 'AAAA']) {
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'www.quran-academy.org.',
        Type: type,
        HostedZoneId: 'Z0ABCDEF123',
        AliasTarget: Match.objectLike({ HostedZoneId: Match.anyValue() }),
      });
    }
    expect(Object.keys(template.findOutputs('DnsRecordToCreate'))).toEqual([]);
  });
});
