import { afterEach, describe, expect, it } from 'vitest';
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { totpCode } from '../../infra/local/totp';
import { resetEnvCache } from '../src/lib/env';
import { useGateway, userWithGroup } from './support/gateway';

const PASSWORD = 'password123';

function cognito() {
  return new CognitoIdentityProviderClient({
    endpoint: inject('localStack').endpoints.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

const passwordSignIn = (email: string) =>
  cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: inject('localStack').userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );

/** What the back office's "Set up two-factor sign-in" does with Cognito: associate, verify, prefer. */
async function setUpApp(email: string): Promise<string> {
  const accessToken = (await passwordSignIn(email)).AuthenticationResult!.AccessToken!;
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  await cognito().send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode!) }));
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode!;
}

describe('two-factor sign-in', () => {
  const call = useGateway();
  afterEach(() => {
    delete process.env.SUPER_ADMIN_TWO_FACTOR;
    resetEnvCache();
  });

  it('is recorded from Cognito, not from the browser, and then every sign-in asks for the code', async () => {
    const admin = await userWithGroup('admin');
    const before = await call('POST', '/api/admin/me/two-factor', { token: admin.token, body: {} });
    expect(before).toMatchObject({ status: 200, body: { twoFactor: false } });

    const secret = await setUpApp(admin.email);
    const after = await call('POST', '/api/admin/me/two-factor', { token: admin.token, body: {} });
    expect(after).toMatchObject({ status: 200, body: { twoFactor: true } });

    const challenged = await passwordSignIn(admin.email);
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenged.AuthenticationResult).toBeUndefined();
    const wrong = cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: inject('localStack').userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenged.Session,
        ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: '000000' },
      }),
    );
    await expect(wrong).rejects.toThrow();
    const again = await passwordSignIn(admin.email);
    const signedIn = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: inject('localStack').userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: again.Session,
        ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('is required of super admins where the deployment says so (AWS): until then they can only set it up', async () => {
    const superAdmin = await userWithGroup('super_admin');
    const admin = await userWithGroup('admin');
    process.env.SUPER_ADMIN_TWO_FACTOR = 'required';
    resetEnvCache();
    const refused = await call('GET', '/api/admin/admins', { token: superAdmin.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Set up two-factor sign-in on Your account page before using the back office.',
    });
    // Admins are not held to it; setting it up is open to the super admin.
    expect((await call('GET', '/api/admin/dashboard', { token: admin.token })).status).toBe(200);
    await setUpApp(superAdmin.email);
    expect((await call('POST', '/api/admin/me/two-factor', { token: superAdmin.token, body: {} })).body).toEqual({
      twoFactor: true,
    });
    const list = await call('GET', '/api/admin/admins', { token: superAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body.items.find((account: { email: string }) => account.email === superAdmin.email)).toMatchObject({
      twoFactor: true,
    });
  });
});
