import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { USER_GROUPS } from '../table-design';

/**
 * E-mail sign-in, admin-created users only (sign-up goes through our API, which only grants
 * student). Minimum length 6 because students may use 6; the API enforces 8 for admins. TOTP MFA
 * is offered, threat protection acts on risky sign-ins (Plus plan), the e-mail stays the verified
 * one until a new address is verified, and the web client can write only the name: nobody changes
 * their own e-mail (which the server trusts) from the browser. No OAuth flows, no SRP: the app signs
 * in with USER_PASSWORD_AUTH and refresh tokens only.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      keepOriginal: { email: true },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const group of USER_GROUPS) {
      new cognito.CfnUserPoolGroup(this, `Group-${group}`, { userPoolId: this.userPool.userPoolId, groupName: group });
    }
    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      disableOAuth: true,
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true }),
      generateSecret: false,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
