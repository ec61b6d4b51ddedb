import path from 'node:path';
import { CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { Alarms } from '../constructs/alarms';
import { Api, type ApiProps } from '../constructs/api';
import { InboxWorker } from '../constructs/inbox-worker';
import { LeadRetention } from '../constructs/lead-retention';
import { CreditExpiry } from '../constructs/credit-expiry';
import { LessonReminders } from '../constructs/lesson-reminders';
import { MailWorker } from '../constructs/mail-worker';
import { SchedulingJobs } from '../constructs/scheduling-jobs';
import { MailIdentity } from '../constructs/mail-identity';
import { Migrations } from '../constructs/migrations';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Web, type SiteDomain } from '../constructs/web';
import { WebFirewall } from '../constructs/web-firewall';
import { suppressNagFindings } from '../nag-suppressions';

/** Where the frontend build keeps its server build: dist-server beside the built site. */
export const serverBuildBeside = (webAssetsPath: string) => path.join(webAssetsPath, '..', 'dist-server');

export interface TutoringStackProps extends StackProps {
  senderEmail: string;
  businessInbox: string;
  trialBookingUrl: string;
  webAssetsPath: string;
  /** The frontend's kept server build, for the page function (default: dist-server beside webAssetsPath). */
  serverBuildPath?: string;
  /** The site's public address (custom domain or the CloudFront one), for links in e-mails. */
  siteUrl: string;
  /** Where alarm e-mails go (comma-separated for several); none: the alarm topic has no subscriber. */
  alarmEmail?: string;
  /** The school's own domain for the site, with its ACM certificate (us-east-1) and, optionally, its zone. */
  domain?: SiteDomain;
  /** The API's rows: the route table (functions/src/routes.ts) unless a test gives others. */
  routes?: ApiProps['routes'];
  /** Raised after the origin-verify secret is rotated (the distribution then sends the new value). */
  originSecretGeneration?: string;
  /** Cognito threat protection: `audit` (records only) or `full` (blocks risky sign-ins, the default). */
  threatProtection?: 'audit' | 'full';
}

export class TutoringStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly reminders: LessonReminders;
  readonly creditExpiry: CreditExpiry;
  readonly mailWorker: MailWorker;
  readonly inboxWorker: InboxWorker;
  readonly schedulingJobs: SchedulingJobs;
  readonly leadRetention: LeadRetention;
  readonly mailIdentity: MailIdentity;
  readonly migrations: Migrations;
  readonly alarms: Alarms;
  readonly web: Web;
  readonly firewall?: WebFirewall;
  readonly calendlySigningKey: secretsmanager.Secret;
  readonly bookingReferenceKey: secretsmanager.Secret;
  readonly calendlyToken: secretsmanager.Secret;
  readonly originVerifySecret: secretsmanager.Secret;
  readonly setupCode: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: TutoringStackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', { threatProtection: props.threatProtection });
    this.mailIdentity = new MailIdentity(this, 'Mail', { senderEmail: props.senderEmail, table: this.data.table });
    const identity = this.mailIdentity.identity;
    // Every secret is generated here and never appears in the template: the functions get the ARNs.
    this.calendlySigningKey = new secretsmanager.Secret(this, 'CalendlySigningKey', {
      description: 'Signing key of the Calendly webhook subscription (give it to Calendly when subscribing)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.bookingReferenceKey = new secretsmanager.Secret(this, 'BookingReferenceKey', {
      description: 'Key the portal signs booking references with',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // Written when a super admin connects the Calendly account (back office or `npm run calendly:connect`).
    this.calendlyToken = new secretsmanager.Secret(this, 'CalendlyApiToken', {
      description: 'Calendly personal access token of the connected account (not-connected until one is)',
      secretStringValue: SecretValue.unsafePlainText('not-connected'),
    });
    // CloudFront sends this value in a header on every API request; the API refuses requests without it.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests so the API answers only requests through the site',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // CloudFormation cannot create SecureString parameters, so the code is generated in Secrets
    // Manager and read through Parameter Store's /aws/reference/secretsmanager/ path (SetupCodeCommand).
    this.setupCode = new secretsmanager.Secret(this, 'SetupCode', {
      description: 'One-time code the first super admin enters on /admin/setup',
      generateSecretString: { passwordLength: 24, excludePunctuation: true },
    });
    this.api = new Api(this, 'Api', {
      siteUrl: props.siteUrl,
      calendlySigningKey: this.calendlySigningKey,
      bookingReferenceKey: this.bookingReferenceKey,
      calendlyToken: this.calendlyToken,
      originVerifySecret: this.originVerifySecret,
      setupCode: this.setupCode,
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      senderEmail: props.senderEmail,
      businessInbox: props.businessInbox,
      sesIdentityArn: `arn:${this.partition}:ses:${this.region}:${this.account}:identity/${props.senderEmail}`,
      routes: props.routes,
    });
    identity.node.addDependency(this.data);
    this.reminders = new LessonReminders(this, 'LessonReminders', {
      table: this.data.table,
      senderEmail: props.senderEmail,
      businessInbox: props.businessInbox,
      sesIdentityArn: `arn:${this.partition}:ses:${this.region}:${this.account}:identity/${props.senderEmail}`,
      siteUrl: props.siteUrl,
    });
    this.creditExpiry = new CreditExpiry(this, 'CreditExpiry', {
      table: this.data.table,
      senderEmail: props.senderEmail,
      businessInbox: props.businessInbox,
      siteUrl: props.siteUrl,
    });
    this.mailWorker = new MailWorker(this, 'MailWorker', {
      table: this.data.table,
      senderEmail: props.senderEmail,
      businessInbox: props.businessInbox,
      siteUrl: props.siteUrl,
    });
    this.inboxWorker = new InboxWorker(this, 'InboxWorker', {
      table: this.data.table,
      bookingReferenceKey: this.bookingReferenceKey,
      businessInbox: props.businessInbox,
      siteUrl: props.siteUrl,
    });
    this.schedulingJobs = new SchedulingJobs(this, 'SchedulingJobs', {
      table: this.data.table,
      calendlyToken: this.calendlyToken,
      bookingReferenceKey: this.bookingReferenceKey,
      businessInbox: props.businessInbox,
      siteUrl: props.siteUrl,
    });
    this.leadRetention = new LeadRetention(this, 'LeadRetention', { table: this.data.table });
    this.mailIdentity.grantSend(this.mailWorker.function);
    this.mailIdentity.grantSend(this.reminders.function);
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      inboxWorker: this.inboxWorker.function,
      schedulingJobs: this.schedulingJobs,
      alarmEmail: props.alarmEmail,
    });
    // The data migrations run once everything that reads or writes the table is updated.
    this.migrations = new Migrations(this, 'Migrations', {
      table: this.data.table,
      executeAfter: [
        this.data,
        this.api,
        this.reminders,
        this.creditExpiry,
        this.mailWorker,
        this.inboxWorker,
        this.schedulingJobs,
        this.leadRetention,
        this.mailIdentity,
      ],
    });
    // Context flag `waf` (-c waf=true): a rate-limiting web ACL in front of CloudFront (us-east-1 only).
    const wafFlag: unknown = this.node.tryGetContext('waf');
    this.firewall = wafFlag === true || wafFlag === 'true' ? new WebFirewall(this, 'Firewall') : undefined;
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      originVerifySecret: this.originVerifySecret,
      webAclArn: this.firewall?.webAcl.attrArn,
      domain: props.domain,
      originSecretGeneration: props.originSecretGeneration,
      assetsPath: props.webAssetsPath,
      serverBuildPath: props.serverBuildPath ?? serverBuildBeside(props.webAssetsPath),
      table: this.data.table,
      config: {
        apiUrl: '/api',
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        trialBookingUrl: props.trialBookingUrl,
      },
    });
    // The migrations run once the page function, which reads the table, is updated too.
    this.migrations.trigger.executeAfter(this.web.pages);
    new CfnOutput(this, 'SiteUrl', {
      description: "The site's address",
      value: props.domain
        ? `https://${props.domain.domainName}`
        : `https://${this.web.distribution.distributionDomainName}`,
    });
    if (props.domain && !props.domain.hostedZoneId) {
      new CfnOutput(this, 'DnsRecordToCreate', {
        description: `Create this DNS record at the domain's DNS host (no hostedZoneId was given)`,
        value: `${props.domain.domainName} CNAME ${this.web.distribution.distributionDomainName}`,
      });
    }
    new CfnOutput(this, 'OriginVerifySecretArn', {
      description: 'The origin-verify secret (rotate it as docs/deploy.md says)',
      value: this.originVerifySecret.secretArn,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'CalendlySigningKeyCommand', {
      description: 'Prints the signing key to register with the Calendly webhook subscription',
      value: `aws secretsmanager get-secret-value --secret-id ${this.calendlySigningKey.secretArn} --query SecretString --output text`,
    });
    new CfnOutput(this, 'CalendlyConnectCommand', {
      description:
        "Connects the school's Calendly account (replace <PAT> with a personal access token; docs/calendly.md)",
      value: [
        'CALENDLY_TOKEN=<PAT> npm run calendly:connect --',
        `--table ${this.data.table.tableName}`,
        `--token-secret ${this.calendlyToken.secretArn}`,
        `--signing-key-secret ${this.calendlySigningKey.secretArn}`,
        `--site-url ${props.siteUrl}`,
        `--region ${this.region}`,
      ].join(' '),
    });
    new CfnOutput(this, 'SetupCodeCommand', {
      description: 'Prints the one-time code to enter on /admin/setup',
      value: `aws ssm get-parameter --name /aws/reference/secretsmanager/${this.setupCode.secretName} --with-decryption --query Parameter.Value --output text`,
    });
    suppressNagFindings(this);
  }
}
