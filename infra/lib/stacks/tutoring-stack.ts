import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
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
    this.api = new Api(this, 'Api', {
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
  }
}
