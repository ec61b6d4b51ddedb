import { CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface MailIdentityProps {
  /** The address the school sends from; its domain becomes the SES identity. */
  senderEmail: string;
  table: dynamodb.ITableV2;
}

/**
 * Mail that inboxes accept, and feedback the school acts on:
 * - the SES identity is the sender's **domain**, signed with Easy DKIM, with a custom MAIL FROM
 *   (`mail.<domain>`) so that SPF aligns with the sender (strict-DMARC inboxes refuse mail whose
 *   SPF and DKIM domains are not the sender's); the DNS records to create are stack outputs;
 * - a configuration set every school mail is sent with, publishing bounces and complaints to an
 *   encrypted SNS topic, which calls a function that stops the school mailing those addresses
 *   (SES suspends a sender whose bounce or complaint rate stays high) and shows it to the team.
 */
export class MailIdentity extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly feedbackTopic: sns.Topic;
  readonly feedbackFunction: NodejsFunction;
  readonly domain: string;
  private readonly senderEmail: string;

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.senderEmail = props.senderEmail;
    this.domain = props.senderEmail.slice(props.senderEmail.lastIndexOf('@') + 1).toLowerCase();
    const mailFrom = `mail.${this.domain}`;

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      // SES's own account-level list too: a bounced address is not even attempted.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new ses.EmailIdentity(this, 'Domain', {
      identity: ses.Identity.domain(this.domain),
      mailFromDomain: mailFrom,
      configurationSet: this.configurationSet,
    });

    const key = new kms.Key(this, 'FeedbackKey', {
      description: `Encrypts the mail feedback topic of ${stack.stackName}`,
      enableKeyRotation: true,
      // It only encrypts messages in transit through SNS: nothing stays encrypted with it.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.feedbackTopic = new sns.Topic(this, 'Feedback', {
      displayName: 'Bounces and complaints of school mail',
      masterKey: key,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.feedbackTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    this.feedbackFunction = jobFunction(this, {
      handler: 'events/record-mail-feedback',
      description: 'Stops mailing addresses that bounced for good or complained',
      table: props.table,
      timeout: Duration.seconds(30),
      ids: { function: 'RecordFeedback' },
    });
    this.feedbackFunction.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } },
      }),
    );
    this.feedbackTopic.addSubscription(new subscriptions.LambdaSubscription(this.feedbackFunction));

    // The DNS records the school's DNS host needs (three DKIM CNAMEs, the MAIL FROM MX and SPF).
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: 'DKIM: create this CNAME record at the DNS host of the sender domain',
        value: `${record.name} CNAME ${record.value}`,
      });
    });
    new CfnOutput(this, 'MailFromMxRecord', {
      description: 'Custom MAIL FROM: create this MX record',
      value: `${mailFrom} MX 10 feedback-smtp.${stack.region}.amazonses.com`,
    });
    new CfnOutput(this, 'MailFromSpfRecord', {
      description: 'Custom MAIL FROM: create this TXT record',
      value: `${mailFrom} TXT "v=spf1 include:amazonses.com ~all"`,
    });
  }

  /**
   * Lets `fn` send as the school through the configuration set, and tells it the set's name. SES
   * authorizes a send against the sending identity and, while the account is in the sandbox,
   * against the recipient's identity too: hence every identity of this account and region, limited
   * to the school's own From address.
   */
  grantSend(fn: lambda.Function): void {
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          `arn:${stack.partition}:ses:${stack.region}:${stack.account}:identity/*`,
          `arn:${stack.partition}:ses:${stack.region}:${stack.account}:configuration-set/${this.configurationSet.configurationSetName}`,
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.senderEmail } },
      }),
    );
    fn.addEnvironment('MAIL_CONFIGURATION_SET', this.configurationSet.configurationSetName);
  }
}
