import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { USER_GROUPS } from '../table-design';

/**
 * E-mail sign-in, admin-created users only (sign-up goes through our API, which only grants
 * student). Minimum length 6 because students may use 6; the API enforces 8 for admins. TOTP MFA
 * is offered, threat protection acts on risky sign-ins (Plus plan), and the e-mail stays the
 * verified one until a new address is verified (see the web client's write attributes). No OAuth
 * flows, no SRP: the app signs in with USER_PASSWORD_AUTH and refresh tokens only. A temporary
 * password (an account the team or sign-up creates) is valid for 7 days.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly threatProtection: 'audit' | 'full';

  /**
   * `threatProtection`: `full` blocks risky sign-ins (compromised credentials, unusual context);
   * `audit` only records what it would have blocked, which AWS advises for the first weeks so the
   * school sees what full protection would do to its real users before turning it on.
   */
  constructor(scope: Construct, id: string, props: { threatProtection?: 'audit' | 'full' } = {}) {
    super(scope, id);
    this.threatProtection = props.threatProtection ?? 'full';
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
        // Cognito's default, set so that a change of default cannot shorten it unnoticed.
        tempPasswordValidity: Duration.days(7),
      },
      // A new e-mail takes effect only once its owner verifies it (AttributesRequireVerificationBeforeUpdate):
      // until then the account keeps, and signs in with, the verified one. The web client relies on it.
      keepOriginal: { email: true },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode:
        props.threatProtection === 'audit'
          ? cognito.StandardThreatProtectionMode.AUDIT_ONLY
          : cognito.StandardThreatProtectionMode.FULL_FUNCTION,
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
      // Cognito refuses a client that cannot write an attribute the pool requires ("Invalid write
      // attributes specified while creating a client", aws/aws-cdk#2608, #20760): the first deploy
      // would roll back. So it may write the e-mail as well as the name. This is safe because the
      // pool keeps the original e-mail until a new one is verified (keepOriginal above): a changed
      // address is not used, for signing in or by the server, until its owner has proven it is theirs.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true, email: true }),
      generateSecret: false,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
