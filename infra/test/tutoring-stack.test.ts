import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@app/functions/routes';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

let template: Template;

beforeAll(() => {
  const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
  // Skip esbuild bundling here: the template's shape is under test, not the bundles (npm test runs cdk synth too).
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new TutoringStack(app, 'Test', {
    env: { account: '123456789012', region: 'eu-west-1' },
    senderEmail: 'hello@example.com',
    businessInbox: 'team@example.com',
    trialBookingUrl: 'https://calendly.com/example/trial',
    webAssetsPath: assets,
    siteUrl: 'https://tutoring.example.com',
  });
  template = Template.fromStack(stack);
});

function resourcesOf(type: string): Record<string, { Properties: Record<string, any> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, any> }>;
}

describe('TutoringStack', () => {
  it('has one HTTP API route per route-table row, each with its own Lambda', () => {
    const apiRoutes = Object.values(resourcesOf('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(apiRoutes.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    const functions = Object.values(resourcesOf('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Runtime === 'nodejs22.x' && fn.Properties.Architectures?.[0] === 'arm64',
    );
    const descriptions = functions.map((fn) => fn.Properties.Description).sort();
    expect(descriptions).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('puts the Cognito JWT authorizer on every non-public route and none on public ones', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    for (const resource of Object.values(resourcesOf('AWS::ApiGatewayV2::Route'))) {
      const [method, path] = (resource.Properties.RouteKey as string).split(' ');
      const route = routes.find((r) => r.method === method && r.path === path)!;
      if (route.access === 'public') expect(resource.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      else expect(resource.Properties.AuthorizationType).toBe('JWT');
    }
  });

  it('keeps the table: on-demand, point-in-time recovery, deletion protection, retained', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
        GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: 'gsi1' })]),
      }),
    });
  });

  it('makes a user pool for admin-created users with e-mail sign-in and the three groups', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
    });
    const groups = Object.values(resourcesOf('AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual(['admin', 'student', 'super_admin']);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      WriteAttributes: ['name'],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('offers TOTP MFA, acts on risky sign-ins, and keeps the verified e-mail until a new one is verified', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('keeps the site bucket private behind CloudFront with origin access control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('sends /api/* to the HTTP API uncached with the Authorization header, and adds security headers', () => {
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.AllowedMethods).toContain('POST');
    expect(api.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(distribution.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'"),
          }),
        }),
      },
    });
  });

  it('grants Cognito and SES only to the operations that need them, and writes only outside GET', () => {
    const policies = Object.values(resourcesOf('AWS::IAM::Policy'));
    const sesPolicies = policies.filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'));
    expect(sesPolicies).toHaveLength(routes.filter((route) => route.uses?.includes('ses')).length);
    const cognitoPolicies = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('cognito-idp:'),
    );
    const withCognito = routes.filter((route) => route.uses?.includes('cognito'));
    expect(cognitoPolicies).toHaveLength(withCognito.length);
    const getPolicies = policies.filter((p) => {
      const roles = JSON.stringify(p.Properties.Roles);
      return routes.some(
        (r) =>
          r.method === 'GET' &&
          roles.includes(
            r.handler
              .split(/[/-]/)
              .map((s) => s[0]!.toUpperCase() + s.slice(1))
              .join(''),
          ),
      );
    });
    for (const policy of getPolicies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toContain('dynamodb:PutItem');
    }
    expect(getPolicies).toHaveLength(routes.filter((r) => r.method === 'GET').length);
  });

  it('writes /config.json beside the app and throttles the API stage', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      RouteSettings: {
        'POST /api/leads': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 },
        'POST /api/contact': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 },
        'POST /api/setup': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 },
        'POST /api/auth/signup': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 },
        // The webhook is not throttled like a form: a burst of retries must get through.
        'POST /api/webhooks/calendly': { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 100 },
      },
    });
  });

  it('keeps the signing keys out of the template: generated secrets, read only by the functions that use them', () => {
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(2);
    for (const secret of Object.values(secrets)) {
      expect(secret.Properties.GenerateSecretString).toBeDefined();
      expect(secret.Properties.SecretString).toBeUndefined();
    }
    const webhook = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: 'POST /api/webhooks/calendly' },
    });
    const env = (Object.values(webhook)[0]!.Properties.Environment.Variables ?? {}) as Record<string, unknown>;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['CALENDLY_SIGNING_KEY_SECRET_ARN', 'BOOKING_REFERENCE_KEY_SECRET_ARN']),
    );
    expect(env).not.toHaveProperty('CALENDLY_WEBHOOK_SIGNING_KEY');
    const readers = template.findResources('AWS::IAM::Policy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']) }),
          ]),
        },
      },
    });
    expect(Object.keys(readers)).toHaveLength(routes.filter((route) => route.uses?.includes('secrets')).length);
  });

  it('stays well under the CloudFormation limit of 500 resources', () => {
    const count = Object.keys(template.toJSON().Resources ?? {}).length;
    // Each route-table row adds a function, its role and policy, log group, integration, route and
    // permission. Past 450, share one role between the functions or split the API into nested stacks.
    expect(count, `${count} resources: share a role or use nested stacks before adding more routes`).toBeLessThan(450);
  });

  it('writes an access log line with the request id for every API request', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') }),
    });
  });
});
