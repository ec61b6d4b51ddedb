import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminStudentMessages } from '@app/shared/admin/students';
import { sentMail, useGateway, userWithGroup } from './support/gateway';

/** A student the team added who never signed in gets a new invitation; one who did, none. */
describe('resend a student invitation', () => {
  const call = useGateway();
  let admin: string;
  let student: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    student = (await userWithGroup('student')).token;
  });

  const cognito = () =>
    new CognitoIdentityProviderClient({
      endpoint: inject('localStack').endpoints.cognito,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const signInStep = async (email: string, password: string) => {
    try {
      const answer = await cognito().send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: inject('localStack').userPoolClientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return answer.ChallengeName ?? 'SIGNED_IN';
    } catch (error) {
      return (error as Error).name;
    }
  };
  const passwordsMailedTo = async (email: string) =>
    (await sentMail())
      .filter((mail) => mail.destination.to.includes(email))
      .map((mail) => /Temporary password: (\S+)/.exec(mail.body.text ?? '')?.[1]);

  async function addStudent() {
    const email = `invited-${crypto.randomUUID()}@example.com`;
    const added = await call('POST', '/api/admin/students', {
      token: admin,
      body: { fullName: 'Maryam Siddiqui', email, phone: '' },
    });
    expect(added.status).toBe(201);
    return { email, id: added.body.id as string };
  }

  it('mails a new temporary password and records who sent it', async () => {
    const { email, id } = await addStudent();
    const [first] = await passwordsMailedTo(email);
    expect(first).toBeTruthy();
    const resent = await call('POST', `/api/admin/students/${id}/invitation`, { token: admin, body: {} });
    expect(resent).toMatchObject({ status: 200, body: { sent: true } });
    const passwords = await passwordsMailedTo(email);
    expect(passwords).toHaveLength(2);
    const second = passwords[1]!;
    expect(second).not.toBe(first);
    // The invited user still has to choose a password. (cognito-local asks that of a user in this
    // state whatever password is given, so it cannot show the old one is refused; in Cognito,
    // AdminSetUserPassword replaces it.)
    expect(await signInStep(email, second)).toBe('NEW_PASSWORD_REQUIRED');
    const activity = await call('GET', '/api/admin/activity?entityType=student&limit=20', { token: admin });
    expect(activity.body.items).toContainEqual(
      expect.objectContaining({ action: 'resend_invitation', entityId: id, details: { email } }),
    );
  });

  it('refuses a student who already chose a password, and sends nothing', async () => {
    const { email, id } = await addStudent();
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: inject('localStack').userPoolId,
        Username: email,
        Password: 'their-own-password-1',
        Permanent: true,
      }),
    );
    const resent = await call('POST', `/api/admin/students/${id}/invitation`, { token: admin, body: {} });
    expect(resent.status).toBe(409);
    expect(resent.body.error.message).toBe(adminStudentMessages.alreadySignedIn);
    expect(await passwordsMailedTo(email)).toHaveLength(1);
    expect(await signInStep(email, 'their-own-password-1')).toBe('SIGNED_IN');
  });

  it('is for the team only, and answers 404 for a student that does not exist', async () => {
    const { id } = await addStudent();
    expect((await call('POST', `/api/admin/students/${id}/invitation`, { token: student, body: {} })).status).toBe(403);
    expect((await call('POST', `/api/admin/students/${id}/invitation`, { body: {} })).status).toBe(401);
    const unknown = await call('POST', `/api/admin/students/${crypto.randomUUID()}/invitation`, {
      token: admin,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});
