import { describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  ListUsersInGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { sentMail, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { PASSWORD, signUpStudent } from './support/student-fixtures';
import { startWellInsideRateWindow } from './support/rate-window';

function pool() {
  const stack = inject('localStack');
  return {
    id: stack.userPoolId,
    client: new CognitoIdentityProviderClient({
      endpoint: stack.endpoints.cognito,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  };
}

describe('student sign-up, profile and /api/me', () => {
  const call = useGateway();

  it('makes a Cognito user in group student and an active profile keyed by the sub; intake not completed without saved data', async () => {
    const student = await signUpStudent(
      call,
      { fullName: '  Amina Yusuf ', phone: '+44 7700 900123' },
      { intake: false },
    );
    const { id, client } = pool();
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: id, Username: student.email }));
    expect(user.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(student.userId);
    const students = await client.send(new ListUsersInGroupCommand({ UserPoolId: id, GroupName: 'student' }));
    expect(students.Users?.map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value)).toContain(student.email);

    const me = await call('GET', '/api/me', { token: student.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      userId: student.userId,
      email: student.email,
      role: 'student',
      student: {
        id: student.userId,
        fullName: 'Amina Yusuf',
        phone: '+44 7700 900123',
        intakeCompleted: false,
        status: 'active',
        goals: [],
      },
    });
    // The address was unproven when it was mailed: the code mail carries nothing the person typed.
    const mails = (await sentMail()).filter((mail) => mail.destination.to.includes(student.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your .+ verification code$/)]);
    expect(mails[0]!.body.text).not.toContain('Amina');
    expect(me.body.emailVerified).toBe(true);
  });

  it('fills the profile from the saved public intake and marks it completed', async () => {
    const student = await signUpStudent(
      call,
      {
        intake: {
          ageGroup: 'kid',
          level: 'intermediate',
          goals: ['Quran/Reading', 'Exam Prep', 'Other'],
          why: 'For her school exams next year.',
        },
      },
      { intake: false },
    );
    const me = await call('GET', '/api/me', { token: student.token });
    expect(me.body.student).toMatchObject({
      intakeCompleted: true,
      ageGroup: 'child',
      level: 'intermediate',
      goals: ['Reading Quran', 'Academic purposes'],
      motivation: 'For her school exams next year.',
    });
  });

  it('refuses bad input with the spec messages and creates nothing', async () => {
    const email = `bad-${crypto.randomUUID()}@example.com`;
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'A', email, password: PASSWORD }, 'Name must be at least 2 characters'],
      [{ fullName: 'Amina', email: 'nope', password: PASSWORD }, 'Invalid email address'],
      [{ fullName: 'Amina', email, password: '12345' }, 'Password must be at least 6 characters'],
      [{ fullName: 'Amina', email, password: PASSWORD, role: 'admin' }, 'Unknown field: role'],
      [
        { fullName: 'Eve\r\nBcc: victim@example.com', email, password: PASSWORD },
        'Use a single line without control characters',
      ],
      [{ fullName: 'Eve \u202Egnp.exe', email, password: PASSWORD }, 'Use a single line without control characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/auth/signup', { body, headers: visitorHeaders() });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const { id, client } = pool();
    await expect(client.send(new AdminGetUserCommand({ UserPoolId: id, Username: email }))).rejects.toThrow();
  });

  it('drops a filled honeypot without making an account, and rate-limits one address', async () => {
    const email = `bot-${crypto.randomUUID()}@example.com`;
    const bot = await call('POST', '/api/auth/signup', {
      body: { fullName: 'Bot Bot', email, password: PASSWORD, website: 'http://spam' },
      headers: visitorHeaders(),
    });
    expect(bot.status).toBe(202);
    const { id, client } = pool();
    await expect(client.send(new AdminGetUserCommand({ UserPoolId: id, Username: email }))).rejects.toThrow();

    const headers = visitorHeaders();
    // Windows are whole minutes: start the burst well inside one so it cannot straddle two.
    await startWellInsideRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await call('POST', '/api/auth/signup', { body: { fullName: 'A' }, headers })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('saves the profile answers (motivation kept) and validates them', async () => {
    const student = await signUpStudent(call, {}, { intake: false });
    const bad = await call('PUT', '/api/me/profile', {
      token: student.token,
      body: { ageGroup: 'teen', level: 'beginner', goals: [], motivation: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please select at least one goal');
    const short = await call('PUT', '/api/me/profile', {
      token: student.token,
      body: { goals: ['Travel'], motivation: 'short' },
    });
    expect(short.body.error.message).toBe('Please tell us more about your motivation (at least 10 characters)');
    expect((await call('GET', '/api/me', { token: student.token })).body.student.intakeCompleted).toBe(false);

    const saved = await call('PUT', '/api/me/profile', {
      token: student.token,
      body: { goals: ['Travel', 'Business'], motivation: '  I travel to Cairo for work.  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ageGroup: 'adult',
      level: 'beginner',
      goals: ['Travel', 'Business'],
      motivation: 'I travel to Cairo for work.',
      intakeCompleted: true,
    });
  });

  it('refuses ids in the path that no key could hold, with 400', async () => {
    const student = await signUpStudent(call);
    for (const id of ['a'.repeat(1100), 'x%20y', '%E0%A4%A']) {
      const answer = await call('GET', `/api/me/courses/${id}`, { token: student.token });
      expect(answer.status, id).toBe(400);
    }
  });

  it('refuses the student routes to admins and people without a role', async () => {
    const admin = await userWithGroup('admin');
    const nobody = await userWithGroup(null);
    for (const token of [admin.token, nobody.token]) {
      expect((await call('GET', '/api/me/dashboard', { token })).status).toBe(403);
      expect(
        (await call('PUT', '/api/me/profile', { token, body: { goals: ['Travel'], motivation: 'long enough text' } }))
          .status,
      ).toBe(403);
    }
  });
});
