import type { APIRequestContext } from '@playwright/test';

/**
 * Makes a user straight in the local pool, as an admin would in AWS, through the same-origin
 * /__cognito path that the local web server forwards to cognito-local (it takes unsigned calls).
 */
export async function createPoolUser(
  request: APIRequestContext,
  user: { email: string; password: string; group: 'student' | 'admin' | 'super_admin' },
): Promise<void> {
  const config = (await (await request.get('/config.json')).json()) as { userPoolId: string };
  const call = async (action: string, body: Record<string, unknown>) => {
    const answer = await request.post('/__cognito/', {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      data: JSON.stringify({ UserPoolId: config.userPoolId, ...body }),
    });
    if (!answer.ok()) throw new Error(`${action} failed: ${answer.status()} ${await answer.text()}`);
  };
  await call('AdminCreateUser', {
    Username: user.email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email', Value: user.email }],
  });
  await call('AdminSetUserPassword', { Username: user.email, Password: user.password, Permanent: true });
  await call('AdminAddUserToGroup', { Username: user.email, GroupName: user.group });
}

/** Signs in through the local pool and returns the ID token, as the app sends it to /api. */
export async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { userPoolClientId: string };
  const answer = await request.post('/__cognito/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await answer.json()) as { AuthenticationResult: { IdToken: string } };
  return body.AuthenticationResult.IdToken;
}
