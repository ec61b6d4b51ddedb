import { CfnResource, Stack, Token, Validations } from 'aws-cdk-lib';
import { rules, type NagRuleResult } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { TABLE_ARN_PARAMETER } from './constructs/api';
import type { TutoringStack } from './stacks/tutoring-stack';

/**
 * The cdk-nag AwsSolutions findings this stack accepts, each with its reason. Everything else the
 * pack reports fails `cdk synth` and the infrastructure tests. cdk-nag 3 reads suppressions
 * through CDK's `Validations.of(construct).acknowledge()` (cdk-nag 2 had `NagSuppressions`).
 */
export function suppressNagFindings(stack: TutoringStack): void {
  const ack = (scope: IConstruct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
  const { api, auth, web } = stack;

  // Identity
  if (auth.threatProtection === 'audit') {
    ack(
      auth.userPool,
      'AwsSolutions-COG3',
      'Threat protection runs in audit mode for the first weeks, as AWS advises, so the school sees what it would ' +
        'block before it blocks real users; deploy with threatProtection=full afterwards (docs/deploy.md).',
    );
  }
  ack(
    auth.userPool,
    'AwsSolutions-COG1',
    'Students, many of them children, may use 6-character passwords with no character classes; the API ' +
      'requires 8 for admins, and threat protection (Plus plan, full function) blocks compromised-credential sign-ins.',
  );
  ack(
    auth.userPool,
    'AwsSolutions-COG2',
    'TOTP MFA is offered to everyone and required of nobody: the students are children and their parents.',
  );

  // Secrets without automatic rotation
  const noRotation: [IConstruct, string][] = [
    [
      stack.calendlySigningKey,
      'it is registered with Calendly when the webhook is subscribed; rotating it means re-subscribing',
    ],
    [
      stack.bookingReferenceKey,
      'it signs the references in booking links students already hold, which come back in Calendly webhooks; ' +
        'rotating it would leave those bookings unmatched',
    ],
    [
      stack.originVerifySecret,
      'CloudFront reads it only at deploy time; rotating it needs a coordinated CloudFront update (a redeploy)',
    ],
    [stack.setupCode, 'it is used once, to create the first super admin, and is useless afterwards'],
    [
      stack.calendlyToken,
      "it is a Calendly personal access token the school's owner makes in Calendly; a new one is connected from the back office",
    ],
  ];
  for (const [secret, why] of noRotation) ack(secret, 'AwsSolutions-SMG4', `No automatic rotation: ${why}.`);

  // API
  for (const route of api.routeTable.filter((r) => r.access === 'public')) {
    ack(
      api.routes.get(`${route.method} ${route.path}`)!,
      'AwsSolutions-APIG4',
      "Public by design: listed in the route table with access 'public' (API Gateway throttling and the handlers' " +
        'per-address limits apply).',
    );
  }
  ack(
    api,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs.',
  );
  // The API's functions are in its nested stacks (one per feature area), which receive the table's
  // ARN as the parameter TABLE_ARN_PARAMETER; an acknowledgement on `api` reaches every one of them.
  ack(
    api,
    `AwsSolutions-IAM5[Resource::<${TABLE_ARN_PARAMETER}>/index/*]`,
    "Operations that Query may read the table's own secondary indexes (gsi1-gsi3, fixed by the table design).",
  );
  ack(
    api,
    'AwsSolutions-L1',
    'The functions are pinned to Node.js 22 (a supported LTS runtime) with a matching esbuild target; both move together.',
  );

  // The functions that are not operations (jobs, stream and event consumers): the same runtime and
  // log permissions as the API's functions.
  for (const job of [
    stack.reminders,
    stack.creditExpiry,
    stack.mailWorker,
    stack.inboxWorker,
    stack.schedulingJobs,
    stack.leadRetention,
    stack.mailIdentity.feedbackFunction,
    stack.migrations,
    web.pages,
  ]) {
    ack(
      job,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
    );
    ack(
      job,
      'AwsSolutions-L1',
      'Pinned to Node.js 22 (a supported LTS runtime) with a matching esbuild target, like the API functions.',
    );
  }
  // Sending mail: SES checks the recipient's identity too while the account is in the sandbox.
  for (const sender of [stack.mailWorker, stack.reminders]) {
    ack(
      sender,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${asNagRenders(stack.region, 'AWS::Region')}:${asNagRenders(stack.account, 'AWS::AccountId')}:identity/*]`,
      "SES authorizes a send against the recipient's identity as well while the account is in the sandbox; the " +
        "statement is limited to the school's From address (ses:FromAddress) and to this account and region.",
    );
  }

  // Web
  ack(
    web.pages,
    `AwsSolutions-IAM5[Resource::<${logicalIdOf(stack.data.table)}.Arn>/index/*]`,
    "The page function reads published courses and tutors through the table's own secondary indexes.",
  );
  ack(
    web.pages,
    `AwsSolutions-IAM5[Resource::<${logicalIdOf(web.bucket)}.Arn>/assets/p/*]`,
    'The page function writes the scripts it moves out of a page under assets/p/, named by their content, only ' +
      'if absent; nothing else in the bucket.',
  );
  ack(web.logBucket, 'AwsSolutions-S1', 'This bucket receives the access logs; logging it would log itself.');
  ack(web.distribution, 'AwsSolutions-CFR1', 'No geo restriction: the school teaches students worldwide.');
  ack(
    web.distribution,
    'AwsSolutions-CFR4',
    'The site uses the default *.cloudfront.net certificate, with which CloudFront does not allow a minimum ' +
      'protocol version; TLSv1.2_2021 needs a custom domain and ACM certificate.',
  );
  if (!stack.firewall) {
    ack(
      web.distribution,
      'AwsSolutions-CFR2',
      'The WAF is optional (context flag waf, us-east-1 only); without it API Gateway throttling and the ' +
        "handlers' per-address limits apply.",
    );
  }
  // The BucketDeployment handler is a CDK-managed function: aws-cdk-lib writes its runtime and
  // policy, so each finding the rules report on it is acknowledged, and nothing else there.
  const deploymentHandler = web.deployment.handlerRole.node.scope!;
  const ackFindings = (rule: (node: CfnResource) => NagRuleResult, id: string, reason: string) => {
    for (const resource of deploymentHandler.node.findAll().filter(CfnResource.isCfnResource)) {
      const findings = rule(resource);
      if (Array.isArray(findings)) for (const finding of findings) ack(deploymentHandler, `${id}[${finding}]`, reason);
    }
  };
  ackFindings(
    rules.iam.IAMNoManagedPolicies,
    'AwsSolutions-IAM4',
    'CDK-managed BucketDeployment handler: AWSLambdaBasicExecutionRole lets it write its own logs only.',
  );
  ackFindings(
    rules.iam.IAMNoWildcardPermissions,
    'AwsSolutions-IAM5',
    'CDK-managed BucketDeployment handler: reads the CDK asset bucket, replaces the site bucket contents and ' +
      'invalidates the distribution (CloudFront invalidations cannot be scoped to a resource).',
  );
  ack(deploymentHandler, 'AwsSolutions-L1', 'CDK-managed BucketDeployment handler: aws-cdk-lib chooses its runtime.');
}

/**
 * A stack's region or account as a cdk-nag finding names it: the value, or `<AWS::AccountId>` for
 * an environment-agnostic stack (`cdk synth` without credentials), whose value is a token that an
 * acknowledgement id (a plain string) cannot hold.
 */
const asNagRenders = (value: string, pseudoParameter: string) =>
  Token.isUnresolved(value) ? `<${pseudoParameter}>` : value;

/** The logical id CloudFormation knows a construct's resource by (as cdk-nag writes it in a finding). */
const logicalIdOf = (construct: IConstruct) =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource);
