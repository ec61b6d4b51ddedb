import type { APIRequestContext } from '@playwright/test';
import { storeAdminAccount } from '../../infra/local/admin-account';
import { cognitoCall, readLocalStackInfo } from '../../infra/local/local-stack-info';

const stack = () => readLocalStackInfo(process.env.E2E_DATA_DIR!);

/** Makes a user straight in the local pool, as an admin would in AWS. */
export async function createPoolUser(
  _request: APIRequestContext,
  user: { email: string; password: string; group: 'student' | 'admin' | 'super_admin' },
): Promise<void> {
  const info = stack();
  await cognitoCall(info, 'AdminCreateUser', {
    Username: user.email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email', Value: user.email }],
  });
  await cognitoCall(info, 'AdminSetUserPassword', { Username: user.email, Password: user.password, Permanent: true });
  await cognitoCall(info, 'AdminAddUserToGroup', { Username: user.email, GroupName: user.group });
  if (user.group !== 'student') {
    // As the back office does for an admin it creates: the stored account the API acts through.
    const made = await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>(info, 'AdminGetUser', {
      Username: user.email,
    });
    const id = made.UserAttributes.find((attribute) => attribute.Name === 'sub')!.Value;
    await storeAdminAccount(info, { id, email: user.email, name: 'Journey Admin', role: user.group });
  }
}

/** Signs in through the web origin's /__cognito path, as the app does, and returns the ID token. */
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

/** The text of the newest mail the local stack sent to `to`. */
export async function latestMailTo(to: string): Promise<string> {
  const answer = await fetch(`${stack().sesEndpoint}/store`);
  const { emails } = (await answer.json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] };
  const mine = emails.filter((mail) => mail.destination.to.includes(to));
  return mine.at(-1)?.body.text ?? '';
}

/** The code of the newest verification (or reset) mail to `to`, waiting for the outbox to send it. */
export async function mailedCode(
  to: string,
  kind: 'verification' | 'password reset' = 'verification',
): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const answer = await fetch(`${stack().sesEndpoint}/store`);
    const { emails } = (await answer.json()) as {
      emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
    };
    const mine = emails.filter((mail) => mail.destination.to.includes(to) && mail.subject.endsWith(`${kind} code`));
    const code = /^ {4}(\d{6})$/m.exec(mine.at(-1)?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} code reached ${to}`);
}

/** A student signed up through the API, the address proven with the mailed code; returns the ID token. */
export async function signUpVerified(
  request: APIRequestContext,
  student: { fullName: string; email: string; password: string },
  options: { intake?: boolean } = {},
): Promise<string> {
  const signup = await request.post('/api/auth/signup', { data: student });
  if (signup.status() !== 202) throw new Error(`sign-up answered ${signup.status()}`);
  const verified = await request.post('/api/auth/verify-email', {
    data: { email: student.email, code: await mailedCode(student.email), password: student.password },
  });
  if (verified.status() !== 204) throw new Error(`verification answered ${verified.status()}`);
  const token = await idToken(request, student.email, student.password);
  // A student asks for sessions and books once their profile is complete: done here unless asked not to.
  if (options.intake !== false) {
    const profile = await request.put('/api/me/profile', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        ageGroup: 'adult',
        level: 'beginner',
        goals: ['Reading Quran'],
        motivation: 'To read the Quran with my family.',
      },
    });
    if (profile.status() !== 200) throw new Error(`profile answered ${profile.status()}`);
  }
  return token;
}
