import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { Api } from '../constructs/api';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Web } from '../constructs/web';

export interface TutoringStackProps extends StackProps {
  senderEmail: string;
  businessInbox: string;
  trialBookingUrl: string;
  webAssetsPath: string;
  /** The site's public address (custom domain or the CloudFront one), for links in e-mails. */
  siteUrl: string;
}

export class TutoringStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: TutoringStackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    const identity = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: ses.Identity.email(props.senderEmail),
    });
    // Both keys are generated here and never appear in the template: the functions get the ARNs.
    const calendlySigningKey = new secretsmanager.Secret(this, 'CalendlySigningKey', {
      description: 'Signing key of the Calendly webhook subscription (give it to Calendly when subscribing)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    const bookingReferenceKey = new secretsmanager.Secret(this, 'BookingReferenceKey', {
      description: 'Key the portal signs booking references with',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.api = new Api(this, 'Api', {
      siteUrl: props.siteUrl,
      calendlySigningKey,
      bookingReferenceKey,
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      senderEmail: props.senderEmail,
      businessInbox: props.businessInbox,
      sesIdentityArn: `arn:${this.partition}:ses:${this.region}:${this.account}:identity/${props.senderEmail}`,
    });
    identity.node.addDependency(this.data);
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      assetsPath: props.webAssetsPath,
      config: {
        apiUrl: '/api',
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        trialBookingUrl: props.trialBookingUrl,
      },
    });
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'CalendlySigningKeyCommand', {
      description: 'Prints the signing key to register with the Calendly webhook subscription',
      value: `aws secretsmanager get-secret-value --secret-id ${calendlySigningKey.secretArn} --query SecretString --output text`,
    });
  }
}
