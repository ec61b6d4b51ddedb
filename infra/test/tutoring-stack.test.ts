import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, NestedStack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route } from '@app/functions/routes';
import { ORIGIN_VERIFY_HEADER } from '@app/shared/http/errors';
import { ApiRoutesStack, MAX_ROUTES_PER_STACK, SETUP_ROUTES, apiArea, apiStacks } from '../lib/constructs/api';
import { SITE_ROUTES_FILE, type SiteRoutes } from '@app/shared/site-routes';
import { TutoringStack } from '../lib/stacks/tutoring-stack';
import {
  mergedTemplate,
  nestedStackId,
  resourceCount,
  stackTemplates,
  unbundledStack,
  type StackTemplate,
} from './support/template';

interface Synthesized {
  stack: TutoringStack;
  /** Every resource of the stack and its nested stacks, as the main stack sees them (support/template.ts). */
  template: Template;
  /** The main stack's own template, and each nested stack's. */
  templates: StackTemplate[];
  /** Unacknowledged cdk-nag AwsSolutions findings, one line each. */
  nagFindings: string[];
}

/** What the routing function is built from: a build's site-routes.json (frontend/src/app/build/post-build.ts). */
const siteRoutes: SiteRoutes = {
  pages: ['/', '/404', '/about', '/courses', '/courses/c1'],
  appRoutes: ['/', '/about', '/admin', '/admin/*', '/courses', '/courses/:courseId', '/intake-form', '/student/*'],
  spaFallback: '/__spa-fallback.html',
  notFound: '/404/index.html',
};

/** A stand-in for frontend/dist in the prerendered layout: pages, the SPA fallback, hashed assets. */
function prerenderedBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  for (const page of siteRoutes.pages) {
    const dir = path.join(dist, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
  writeFileSync(path.join(dist, '__spa-fallback.html'), '<!doctype html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'entry.client-abc123.js'), 'export {};');
  writeFileSync(path.join(dist, SITE_ROUTES_FILE), JSON.stringify(siteRoutes));
  return dist;
}

/** The stack as `cdk synth` makes it, with the AwsSolutions checks, but without esbuild bundling. */
function synthesize(
  region: string,
  context: Record<string, unknown> = {},
  props: { threatProtection?: 'audit' | 'full' } = {},
): Synthesized {
  const assets = prerenderedBuild();
  const app = new App({
    context: {
      // Skip esbuild bundling here: the template's shape is under test, not the bundles (npm test runs cdk synth too).
      'aws:cdk:bundling-stacks': [],
      // Findings are read from the validation report below rather than thrown by synth.
      [cxapi.FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false,
      ...context,
    },
  });
  const stack = new TutoringStack(app, 'Test', {
    env: { account: '123456789012', region },
    senderEmail: 'hello@example.com',
    businessInbox: 'team@example.com',
    trialBookingUrl: 'https://calendly.com/example/trial',
    webAssetsPath: assets,
    siteUrl: 'https://tutoring.example.com',
    ...props,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  const assembly = app.synth();
  const report = JSON.parse(readFileSync(path.join(assembly.directory, cxapi.VALIDATION_REPORT_FILE), 'utf8'));
  const nagFindings = (report.pluginReports as any[])
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations as any[])
    .flatMap((violation) =>
      (violation.violatingConstructs as any[]).map(
        (c) => `${violation.ruleName} at ${c.constructPath}: ${violation.description}`,
      ),
    );
  return { stack, template: mergedTemplate(stack), templates: stackTemplates(stack), nagFindings };
}

let main: Synthesized;
let template: Template;

beforeAll(() => {
  main = synthesize('eu-west-1');
  template = main.template;
});

function resourcesOf(type: string, from: Template = template): Record<string, { Properties: Record<string, any> }> {
  return from.findResources(type) as Record<string, { Properties: Record<string, any> }>;
}

function logicalId(construct: { node: { defaultChild?: unknown } }): string {
  return main.stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

const keyOf = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The function a route-table row makes (its Description is the route key). */
function functionOf(route: Route): { Properties: Record<string, any> } {
  const found = Object.values(resourcesOf('AWS::Lambda::Function')).filter(
    (fn) => fn.Properties.Description === keyOf(route),
  );
  expect(found, keyOf(route)).toHaveLength(1);
  return found[0]!;
}

/** Every IAM statement of the policies attached to a row's function role. */
function statementsOf(route: Route): any[] {
  const role = functionOf(route).Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(resourcesOf('AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: role })),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

/** Every statement of every IAM policy, role and managed policy in a template. */
function allStatements(from: Template): any[] {
  return [
    ...Object.values(resourcesOf('AWS::IAM::Policy', from)).map((p) => p.Properties.PolicyDocument),
    ...Object.values(resourcesOf('AWS::IAM::ManagedPolicy', from)).map((p) => p.Properties.PolicyDocument),
    ...Object.values(resourcesOf('AWS::IAM::Role', from)).flatMap((r) =>
      (r.Properties.Policies ?? []).map((p: { PolicyDocument: unknown }) => p.PolicyDocument),
    ),
  ].flatMap((document) => document.Statement);
}

/** The CSP's directives: name → sources. */
function cspDirectives(): Record<string, string[]> {
  const policy = Object.values(resourcesOf('AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
  const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
    .ContentSecurityPolicy as string;
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('TutoringStack', () => {
  it('has one HTTP API route per route-table row, each with its own Lambda', () => {
    const apiRoutes = Object.values(resourcesOf('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(apiRoutes.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    // The API's operations (their description is the route key); scheduled jobs are not routes.
    const functions = Object.values(resourcesOf('AWS::Lambda::Function')).filter(
      (fn) =>
        fn.Properties.Runtime === 'nodejs22.x' &&
        fn.Properties.Architectures?.[0] === 'arm64' &&
        /^[A-Z]+ \/api\//.test(String(fn.Properties.Description)),
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

  it('makes a user pool for admin-created users with e-mail sign-in and the four groups', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
    });
    const groups = Object.values(resourcesOf('AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual(['admin', 'student', 'super_admin', 'tutor']);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      // The e-mail too: the pool requires it (deploy-validity.test.ts), and keeps the verified one until a new one is verified.
      WriteAttributes: ['email', 'name'],
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
    // One for the bucket, one for the page function's URL (no one else may call it).
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    for (const type of ['s3', 'lambda']) {
      template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: type, SigningBehavior: 'always' }),
      });
    }
  });

  it("sends the pages of the school's data to the page function, kept at most a minute, read-only", () => {
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const behaviors = ['/courses', '/courses/*', '/about', '/about/', '/certificates/*', '/sitemap.xml'].map(
      (pattern) => distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern),
    );
    const origins = new Set(behaviors.map((behavior) => behavior?.TargetOriginId));
    expect(origins.size).toBe(1);
    const origin = distribution.Origins.find((o: { Id: string }) => origins.has(o.Id));
    expect(JSON.stringify(origin.DomainName)).toContain('FunctionUrl');
    for (const behavior of behaviors) {
      expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 60, MaxTTL: 60, MinTTL: 0 }),
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
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

  it("grants each operation exactly its route-table row's DynamoDB and Cognito actions", () => {
    for (const route of routes) {
      const statements = statementsOf(route);
      const actions = statements.flatMap(actionsOf);
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort(), keyOf(route)).toEqual(
        route.table.map((action) => `dynamodb:${action}`).sort(),
      );
      expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort(), keyOf(route)).toEqual(
        (route.cognito ?? []).map((action) => `cognito-idp:${action}`).sort(),
      );
      const [tableStatement] = statements.filter((st) => actionsOf(st).some((a) => a.startsWith('dynamodb:')));
      const resources = JSON.stringify(tableStatement.Resource);
      expect(resources.includes('/index/*'), keyOf(route)).toBe(route.table.includes('Query') && !route.leadingKeys);
      expect(tableStatement.Condition, keyOf(route)).toEqual(
        route.leadingKeys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': route.leadingKeys } } : undefined,
      );
      const env = functionOf(route).Properties.Environment.Variables;
      expect(Object.keys(env).includes('USER_POOL_ID'), keyOf(route)).toBe(Boolean(route.cognito?.length));
    }
    expect(routes.some((route) => route.leadingKeys)).toBe(true);
  });

  it('lets no function Scan, BatchWriteItem or use every DynamoDB action', () => {
    for (const statement of allStatements(template)) {
      for (const action of actionsOf(statement)) {
        expect(['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:*', '*']).not.toContain(action);
      }
    }
  });

  it('grants SES only to the operations that send mail, and no write to a GET', () => {
    for (const route of routes) {
      const actions = statementsOf(route).flatMap(actionsOf);
      expect(actions.includes('ses:SendEmail'), keyOf(route)).toBe(Boolean(route.uses?.includes('ses')));
      if (route.method === 'GET') {
        expect(actions, keyOf(route)).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^dynamodb:(PutItem|UpdateItem|DeleteItem)$/)]),
        );
      }
    }
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
        // A PDF is rendered per request, for anyone holding a code.
        'GET /api/certificates/{code}/pdf': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      },
    });
  });

  it('keeps the signing keys out of the template: generated secrets, read only by the functions that use them', () => {
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(5);
    const token = logicalId(main.stack.calendlyToken);
    for (const [id, secret] of Object.entries(secrets)) {
      if (id === token) {
        // The Calendly token is the school's, put there when the account is connected: until then a placeholder.
        expect(secret.Properties.SecretString).toBe('not-connected');
        continue;
      }
      expect(secret.Properties.GenerateSecretString).toBeDefined();
      expect(secret.Properties.SecretString).toBeUndefined();
    }
    const webhook = functionOf(routes.find((r) => keyOf(r) === 'POST /api/webhooks/calendly')!);
    const env = (webhook.Properties.Environment.Variables ?? {}) as Record<string, unknown>;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['CALENDLY_SIGNING_KEY_SECRET_ARN', 'BOOKING_REFERENCE_KEY_SECRET_ARN']),
    );
    expect(env).not.toHaveProperty('CALENDLY_WEBHOOK_SIGNING_KEY');
    const signingKey = { Ref: logicalId(main.stack.calendlySigningKey) };
    for (const route of routes) {
      const reads = statementsOf(route).some(
        (st) => actionsOf(st).includes('secretsmanager:GetSecretValue') && st.Resource?.Ref === signingKey.Ref,
      );
      expect(reads, keyOf(route)).toBe(Boolean(route.uses?.includes('secrets')));
    }
  });

  it('holds no secret in a Lambda environment: key-like variables are ARNs of Secrets Manager or SSM', () => {
    for (const fn of Object.values(resourcesOf('AWS::Lambda::Function'))) {
      const env = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(env).filter(([name]) => /KEY|SECRET|TOKEN|PASSWORD/.test(name))) {
        expect(name).toMatch(/_ARN$/);
        // A CloudFormation reference ({ Ref } / Fn::GetAtt / Fn::Join), or a literal ARN: never a value.
        if (typeof value === 'string') expect(value, name).toMatch(/^arn:aws[\w-]*:(secretsmanager|ssm):/);
        else expect(JSON.stringify(value), name).toMatch(/"(Ref|Fn::GetAtt|Fn::Join|Fn::ImportValue)"/);
      }
    }
  });

  it('sends the origin-verify secret from CloudFront as a dynamic reference, and every function may read it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
    const secret = logicalId(main.stack.originVerifySecret);
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const apiOriginId = distribution.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    ).TargetOriginId;
    const apiOrigin = distribution.Origins.find((o: { Id: string }) => o.Id === apiOriginId);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secret }, ':SecretString:::}}']] },
      },
      // Raised after a rotation (originSecretGeneration) so that the deploy resolves the new value.
      { HeaderName: `${ORIGIN_VERIFY_HEADER}-generation`, HeaderValue: '1' },
    ]);
    for (const route of routes) {
      const env = functionOf(route).Properties.Environment.Variables;
      expect(env.ORIGIN_VERIFY_SECRET_ARN, keyOf(route)).toEqual({ Ref: secret });
      const reads = statementsOf(route).some(
        (st) => actionsOf(st).includes('secretsmanager:GetSecretValue') && st.Resource?.Ref === secret,
      );
      expect(reads, keyOf(route)).toBe(true);
    }
  });

  it('generates the one-time setup code, readable only by the setup operations, and outputs how to read it', () => {
    const secret = logicalId(main.stack.setupCode);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('/admin/setup'),
      GenerateSecretString: { PasswordLength: 24, ExcludePunctuation: true },
    });
    expect(SETUP_ROUTES).toEqual(['GET /api/setup/status', 'POST /api/setup']);
    for (const route of routes) {
      const isSetup = SETUP_ROUTES.includes(keyOf(route));
      const env = functionOf(route).Properties.Environment.Variables;
      expect(env.SETUP_CODE_SECRET_ARN, keyOf(route)).toEqual(isSetup ? { Ref: secret } : undefined);
      const reads = statementsOf(route).some(
        (st) => actionsOf(st).includes('secretsmanager:GetSecretValue') && st.Resource?.Ref === secret,
      );
      expect(reads, keyOf(route)).toBe(isSetup);
    }
    const command = JSON.stringify(template.toJSON().Outputs.SetupCodeCommand.Value);
    expect(command).toContain('aws ssm get-parameter --name /aws/reference/secretsmanager/');
    expect(command).toContain(secret);
    expect(command).toContain(' --with-decryption --query Parameter.Value --output text');
  });

  it('sends security headers on every response: a strict CSP, HSTS, nosniff, referrer policy, no framing', () => {
    const csp = cspDirectives();
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com']);
    expect(csp['frame-src']).toEqual(['https://calendly.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    const policies = resourcesOf('AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId, policy] = Object.entries(policies)[0]!;
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(headers.StrictTransportSecurity.IncludeSubdomains).toBe(true);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('allows scripts from the site only: no inline script, no hash, no eval', () => {
    // The build moves React Router's inline scripts to files (frontend/src/app/build/post-build.ts).
    expect(cspDirectives()['script-src']).toEqual(["'self'"]);
    expect(cspDirectives()['default-src']).toEqual(["'self'"]);
  });

  it('answers each path with its prerendered page, the SPA fallback or the not-found page', () => {
    const fn = Object.values(resourcesOf('AWS::CloudFront::Function')).find((f) =>
      String(f.Properties.FunctionCode).includes('__spa-fallback.html'),
    )!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const code = String(fn.Properties.FunctionCode);
    expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const served = (uri: string) => handler({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/courses')).toBe('/courses/index.html');
    expect(served('/courses/')).toBe('/courses/index.html');
    expect(served('/courses/c1')).toBe('/courses/c1/index.html');
    // A course published after the build, the back office, the student area: rendered in the browser.
    expect(served('/courses/c2')).toBe('/__spa-fallback.html');
    expect(served('/admin/leads')).toBe('/__spa-fallback.html');
    expect(served('/student/dashboard')).toBe('/__spa-fallback.html');
    expect(served('/intake-form')).toBe('/__spa-fallback.html');
    expect(served('/no/such/page')).toBe('/404/index.html');
    expect(served('/assets/entry.client-abc123.js')).toBe('/assets/entry.client-abc123.js');
    expect(served('/sitemap.xml')).toBe('/sitemap.xml');
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    const fnId = Object.entries(resourcesOf('AWS::CloudFront::Function')).find(([, f]) => f === fn)![0];
    expect(association).toEqual({ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } });
  });

  it('compresses, caches hashed assets for a year and revalidates pages and /config.json', () => {
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const policies = resourcesOf('AWS::CloudFront::CachePolicy');
    const policyOf = (behavior: { CachePolicyId: { Ref: string } }) =>
      policies[behavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;

    const pages = distribution.DefaultCacheBehavior;
    expect(pages.Compress).toBe(true);
    expect(policyOf(pages)).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });

    const assets = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/assets/*');
    expect(assets.Compress).toBe(true);
    expect(assets.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(assets.ResponseHeadersPolicyId).toEqual(pages.ResponseHeadersPolicyId);
    expect(policyOf(assets)).toMatchObject({
      DefaultTTL: 365 * 24 * 60 * 60,
      MaxTTL: 365 * 24 * 60 * 60,
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });
    expect(policyOf(assets).MinTTL).toBeGreaterThan(0);
  });

  it('deploys /assets with a one-year immutable Cache-Control, and pages and /config.json with no-cache', () => {
    const deployments = Object.values(resourcesOf('Custom::CDKBucketDeployment')).map((d) => d.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => JSON.stringify(d.Include) === JSON.stringify(['assets/*']))!;
    expect(assets).toMatchObject({
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(assets.DistributionPaths).toBeUndefined();
    const pages = deployments.find((d) => d !== assets)!;
    expect(pages).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    // /config.json is the second source of the pages deployment (written from the stack's values).
    expect(pages.SourceObjectKeys).toHaveLength(2);
    expect(assets.SourceObjectKeys).toHaveLength(1);
    // Pages go live only after the assets they reference.
    const [pagesId] = Object.entries(resourcesOf('Custom::CDKBucketDeployment')).find(
      ([, d]) => d.Properties === pages,
    )!;
    const [assetsId] = Object.entries(resourcesOf('Custom::CDKBucketDeployment')).find(
      ([, d]) => d.Properties === assets,
    )!;
    expect((template.toJSON().Resources[pagesId].DependsOn ?? []) as string[]).toContain(assetsId);
  });

  it('has no web ACL unless the waf flag is on', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('passes the cdk-nag AwsSolutions checks with threat protection in audit mode (the first weeks)', () => {
    expect(synthesize('eu-west-1', {}, { threatProtection: 'audit' }).nagFindings).toEqual([]);
  });

  it('passes the cdk-nag AwsSolutions checks: every finding is fixed or acknowledged with a reason', () => {
    expect(main.nagFindings).toEqual([]);
  });

  it('keeps every template under 400 resources, with 60 more rows in the route table', () => {
    // CloudFormation refuses a template of more than 500 resources; each row costs 7 (function, role,
    // policy, log group, integration, route, permission), in its feature area's nested stack.
    const overLimit = (templates: StackTemplate[]) =>
      templates.filter((t) => resourceCount(t) >= 400).map((t) => `${t.name}: ${resourceCount(t)} resources`);
    expect(overLimit(main.templates), 'templates at 400 resources or more').toEqual([]);

    // The worst case: 60 new rows in one area (the back office's leads), on top of the real table.
    const base = routes.find((route) => keyOf(route) === 'GET /api/admin/leads')!;
    const fakeRows: Route[] = Array.from({ length: 60 }, (_, i) => ({
      ...base,
      key: `GET /api/admin/leads/fake-${i}` as Route['key'],
      path: `/api/admin/leads/fake-${i}`,
    }));
    const bigger = unbundledStack('Headroom', { routes: [...routes, ...fakeRows] });
    const templates = stackTemplates(bigger);
    const counts = templates.map((t) => `${t.name}: ${resourceCount(t)}`).join(', ');
    expect(overLimit(templates), `templates at 400 resources or more (all: ${counts})`).toEqual([]);
    // Every row is still served: its function and route are in a nested stack of the API.
    const merged = mergedTemplate(bigger);
    expect(Object.keys(merged.findResources('AWS::ApiGatewayV2::Route'))).toHaveLength(routes.length + 60);
    expect(bigger.api.stacks.get('AdminLeads2')).toBeDefined();
  });

  it("puts each row's function and route in its feature area's nested stack, and the API, stage and authorizer in the main stack", () => {
    const [mainTemplate] = main.templates;
    for (const type of ['AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Stage', 'AWS::ApiGatewayV2::Authorizer']) {
      mainTemplate!.template.resourceCountIs(type, 1);
    }
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration']) {
      mainTemplate!.template.resourceCountIs(type, 0);
    }
    expect(
      mainTemplate!.template.findResources('AWS::Lambda::Permission', {
        Properties: { Principal: 'apigateway.amazonaws.com' },
      }),
    ).toEqual({});
    const stacks = apiStacks(routes);
    expect([...main.stack.api.stacks.keys()].sort()).toEqual([...stacks.keys()].sort());
    const publicPaths = stacks.get('Public')!.map((route) => route.path);
    expect(publicPaths.filter((path) => /^\/api\/(me|admin)(\/|$)/.test(path))).toEqual([]);
    expect(publicPaths).toContain('/api/courses');
    expect(stacks.get('Student')!.map(keyOf)).toEqual(routes.filter((r) => r.path.startsWith('/api/me')).map(keyOf));
    expect(apiArea({ handler: 'admin-leads/list-leads' })).toBe('AdminLeads');
    for (const [name, rows] of stacks) {
      expect(rows.length, name).toBeLessThanOrEqual(MAX_ROUTES_PER_STACK);
      const nested = main.stack.api.stacks.get(name)!;
      expect(nested).toBeInstanceOf(ApiRoutesStack);
      const template = Template.fromStack(nested);
      const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => r.Properties.RouteKey,
      );
      expect(routeKeys.sort(), name).toEqual(rows.map(keyOf).sort());
      const descriptions = Object.values(template.findResources('AWS::Lambda::Function')).map(
        (fn) => fn.Properties.Description,
      );
      expect(descriptions.sort(), name).toEqual(rows.map(keyOf).sort());
    }
  });

  it('creates the stage after the routes its throttles name (API Gateway refuses settings for a missing route)', () => {
    const [stageId, stage] = Object.entries(main.templates[0]!.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
    expect(stageId).toBeDefined();
    const throttled = Object.keys(stage.Properties.RouteSettings);
    expect(throttled.length).toBeGreaterThan(0);
    for (const key of throttled) {
      const nested = main.stack.api.routes.get(key)!.stack as NestedStack;
      expect(stage.DependsOn, key).toContain(nestedStackId(nested));
    }
  });

  it('lets only this API invoke each function, on its own route', () => {
    const apiId = logicalId(main.stack.api.httpApi);
    const permissions = Object.values(resourcesOf('AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions).toHaveLength(routes.length);
    for (const route of routes) {
      const fnId = Object.entries(resourcesOf('AWS::Lambda::Function')).find(
        ([, fn]) => fn.Properties.Description === keyOf(route),
      )![0];
      const [permission] = permissions.filter((p) => p.Properties.FunctionName['Fn::GetAtt']?.[0] === fnId);
      const sourceArn = JSON.stringify(permission!.Properties.SourceArn);
      expect(sourceArn, keyOf(route)).toContain(`{"Ref":"${apiId}"}`);
      expect(sourceArn, keyOf(route)).toContain(`"/*/*${route.path}"`);
    }
  });

  it('writes an access log line with the request id for every API request', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') }),
    });
  });
});

describe('TutoringStack with -c waf=true', () => {
  let waf: Synthesized;

  beforeAll(() => {
    waf = synthesize('us-east-1', { waf: true });
  });

  it('puts a CLOUDFRONT web ACL with per-address rate limits in front of the distribution', () => {
    const acls = resourcesOf('AWS::WAFv2::WebACL', waf.template);
    expect(Object.keys(acls)).toHaveLength(1);
    const [aclId, acl] = Object.entries(acls)[0]!;
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true },
    });
    const limits = (acl.Properties.Rules as any[]).map((rule) => rule.Statement.RateBasedStatement);
    expect(limits.every((limit) => limit?.AggregateKeyType === 'IP')).toBe(true);
    const apiWrites = limits.find((limit) => limit.ScopeDownStatement);
    expect(JSON.stringify(apiWrites.ScopeDownStatement)).toContain('"SearchString":"/api/"');
    expect(JSON.stringify(apiWrites.ScopeDownStatement)).toContain('"SearchString":"POST"');
    // The webhook's bursts from the scheduling service's few addresses are left out of both limits.
    for (const limit of limits) {
      expect(JSON.stringify(limit.ScopeDownStatement)).toContain(
        '{"NotStatement":{"Statement":{"ByteMatchStatement":{"FieldToMatch":{"UriPath":{}},"PositionalConstraint":"STARTS_WITH","SearchString":"/api/webhooks/"',
      );
    }
    const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution', waf.template))[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('passes the cdk-nag AwsSolutions checks without the WAF acknowledgement', () => {
    expect(waf.nagFindings).toEqual([]);
  });

  it('refuses the flag outside us-east-1, where CloudFront web ACLs cannot be created', () => {
    expect(() => synthesize('eu-west-1', { waf: 'true' })).toThrow(/us-east-1/);
  });
});
