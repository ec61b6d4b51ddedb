import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { CODE_ATTEMPTS } from '@app/shared/auth/account-codes';
import { db, tableName } from '../src/db/client';
import * as Code from '../src/db/entities/one-time-code';
import { pendingSignupKey } from '../src/db/entities/pending-signup';
import * as Counters from '../src/db/entities/counters';
import * as Student from '../src/db/entities/student';
import { transact } from '../src/db/transact';
import { resetEnvCache } from '../src/lib/env';
import { sentMail, signIn, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { activePackage, completeIntake, mailedCode, PASSWORD, signUpStudent } from './support/student-fixtures';

const address = (label: string) => `${label}-${crypto.randomUUID()}@example.com`;
const mailsTo = async (email: string) => (await sentMail()).filter((mail) => mail.destination.to.includes(email));
/** Token times are whole seconds: wait for the next one, so "before" and "after" a reset differ. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

describe('sign-up without telling who has an account', () => {
  const call = useGateway();

  it('answers a new and a taken address identically, in the same time, and mails each the right thing', async () => {
    process.env.AUTH_ANSWER_FLOOR_MS = '1000';
    resetEnvCache();
    try {
      const taken = await signUpStudent(call);
      const admin = await userWithGroup('admin');
      const fresh = address('fresh');
      const answers = [];
      for (const email of [fresh, taken.email, admin.email]) {
        const started = performance.now();
        const answer = await call('POST', '/api/auth/signup', {
          body: { fullName: 'URGENT: call 0800 000 000', email, phone: '', password: 'another1' },
          headers: visitorHeaders(),
        });
        answers.push({ status: answer.status, body: answer.body, ms: performance.now() - started, email });
      }
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ email: answer.email });
        expect(answer.ms).toBeGreaterThanOrEqual(1000);
      }
      // Both paths finish under the floor, so what remains is noise (the machine, not the address).
      const times = answers.map((answer) => answer.ms);
      expect(Math.max(...times) - Math.min(...times)).toBeLessThan(250);

      expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/verification code$/)]);
      for (const email of [taken.email, admin.email]) {
        const notices = (await mailsTo(email)).filter((mail) => mail.subject.includes('already have'));
        expect(notices).toHaveLength(1);
        expect(notices[0]!.body.text).toContain('/forgot-password');
      }
      // Nothing anyone typed reaches an address nobody has proven.
      for (const email of [fresh, taken.email, admin.email]) {
        for (const mail of await mailsTo(email)) expect(`${mail.subject}\n${mail.body.text}`).not.toContain('URGENT');
      }
      // The taken account is unchanged: its own password still works, the one typed now does not.
      await expect(signIn(taken.email, PASSWORD)).resolves.toBeTruthy();
      // Signing in with the password just chosen fails alike for every address: the new one has
      // no account until its code comes back, so trying it tells nothing either.
      for (const email of [fresh, taken.email, admin.email]) await expect(signIn(email, 'another1')).rejects.toThrow();
    } finally {
      process.env.AUTH_ANSWER_FLOOR_MS = '0';
      resetEnvCache();
    }
  });

  it('makes the account only when the code comes back with the password chosen at sign-up', async () => {
    const email = address('pending');
    const headers = visitorHeaders();
    await call('POST', '/api/auth/signup', {
      body: { fullName: 'Amina Yusuf', email, phone: '+44 20 7946 0000', password: PASSWORD },
      headers,
    });
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    const code = await mailedCode(email);

    const wrongPassword = await call('POST', '/api/auth/verify-email', {
      body: { email, code, password: 'not-mine1' },
      headers,
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.fields).toEqual({
      password: 'This is not the password you chose when you signed up.',
    });
    await expect(signIn(email, 'not-mine1')).rejects.toThrow();

    // The code survived the wrong password: with the right one, the account is made, verified.
    const verified = await call('POST', '/api/auth/verify-email', {
      body: { email, code, password: PASSWORD },
      headers,
    });
    expect(verified.status).toBe(204);
    const token = await signIn(email, PASSWORD);
    expect((await call('GET', '/api/me', { token })).body).toMatchObject({
      emailVerified: true,
      role: 'student',
      student: { fullName: 'Amina Yusuf', email, phone: '+44 20 7946 0000', status: 'active' },
    });
    const pkg = await activePackage(4);
    await completeIntake(call, token);
    expect((await call('POST', '/api/me/package-requests', { token, body: { packageId: pkg.id } })).status).toBe(201);
    // The pending sign-up is gone with its password hash.
    const pending = await db().send(new GetCommand({ TableName: tableName(), Key: pendingSignupKey(email) }));
    expect(pending.Item).toBeUndefined();
  });

  it('lets nobody finish a sign-up someone else started under an address, and its owner start their own', async () => {
    const victim = address('victim');
    const headers = visitorHeaders();
    await call('POST', '/api/auth/signup', {
      body: { fullName: 'URGENT: call 0800 000 000', email: victim, password: 'stranger1' },
      headers,
    });
    // The address's owner has the code but not the stranger's password; the stranger has neither.
    const code = await mailedCode(victim);
    const owner = await call('POST', '/api/auth/verify-email', {
      body: { email: victim, code, password: PASSWORD },
      headers,
    });
    expect(owner.status).toBe(400);
    await expect(signIn(victim, 'stranger1')).rejects.toThrow();
    await expect(signIn(victim, PASSWORD)).rejects.toThrow();

    // Signing up themself replaces the stranger's sign-up: their own code and password make the account.
    await call('POST', '/api/auth/signup', {
      body: { fullName: 'Maryam Khan', email: victim, password: PASSWORD },
      headers,
    });
    const next = await mailedCode(victim);
    expect(
      (
        await call('POST', '/api/auth/verify-email', {
          body: { email: victim, code: next, password: 'stranger1' },
          headers,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/auth/verify-email', {
          body: { email: victim, code: next, password: PASSWORD },
          headers,
        })
      ).status,
    ).toBe(204);
    const token = await signIn(victim, PASSWORD);
    expect((await call('GET', '/api/me', { token })).body.student.fullName).toBe('Maryam Khan');
  });

  it('lets an account made before codes prove its address while signed in, and only then ask for packages', async () => {
    const { email, token } = await userWithGroup('student');
    const userId = decodeJwt(token).sub!;
    await transact([
      {
        item: Student.putNew({
          id: userId,
          accountId: userId,
          holderName: 'Omar Farooq',
          fullName: 'Omar Farooq',
          email,
          phone: '',
          version: 0,
          ageGroup: null,
          level: null,
          goals: [],
          motivation: '',
          intakeCompleted: false,
          status: 'active',
          createdAt: new Date().toISOString(),
        }),
      },
      // With its counters, as every version wrote a profile (the dashboard tests count them).
      { item: Counters.change({ students: 1, students_active: 1 }) },
    ]);
    expect((await call('GET', '/api/me', { token })).body).toMatchObject({ emailVerified: false, role: 'student' });
    const pkg = await activePackage(4);
    const refused = await call('POST', '/api/me/package-requests', { token, body: { packageId: pkg.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Please verify your e-mail address before asking for a package: we will e-mail you a code.',
    );
    // The public way mails nothing to an existing account (a stranger could ask for it).
    await call('POST', '/api/auth/verification-code', { body: { email }, headers: visitorHeaders() });
    expect(await mailsTo(email)).toEqual([]);
    // Signed in, the account asks for its own code and types it back.
    const sent = await call('POST', '/api/me/verification-code', { token, body: {} });
    expect(sent).toMatchObject({ status: 202, body: { email } });
    const code = await mailedCode(email);
    const wrong = await call('POST', '/api/me/verify-email', {
      token,
      body: { code: String((Number(code) + 1) % 1e6).padStart(6, '0') },
    });
    expect(wrong.status).toBe(400);
    expect((await call('POST', '/api/me/verify-email', { token, body: { code } })).status).toBe(204);
    const fresh = await signIn(email, 'password123');
    expect((await call('GET', '/api/me', { token: fresh })).body).toMatchObject({ emailVerified: true });
    await completeIntake(call, fresh);
    expect((await call('POST', '/api/me/package-requests', { token: fresh, body: { packageId: pkg.id } })).status).toBe(
      201,
    );
    // A proven account asks for nothing more: no new mail.
    await call('POST', '/api/me/verification-code', { token: fresh, body: {} });
    const codeMails = (await mailsTo(email)).filter((mail) => mail.subject.endsWith('verification code'));
    expect(codeMails).toHaveLength(1);
  });
});

describe('e-mailed codes', () => {
  const call = useGateway();
  const verify = (email: string, code: string) =>
    call('POST', '/api/auth/verify-email', { body: { email, code, password: PASSWORD }, headers: visitorHeaders() });
  const signUp = async () => {
    const email = address('coded');
    await call('POST', '/api/auth/signup', {
      body: { fullName: 'Amina Yusuf', email, password: PASSWORD },
      headers: visitorHeaders(),
    });
    return email;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('works once', async () => {
    const email = await signUp();
    const code = await mailedCode(email);
    expect((await verify(email, code)).status).toBe(204);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      message: 'That code is wrong or has expired. Please ask for a new one.',
      fields: { code: 'That code is wrong or has expired. Please ask for a new one.' },
    });
  });

  it(`dies after ${CODE_ATTEMPTS} wrong tries, and a new one replaces it`, async () => {
    const email = await signUp();
    const code = await mailedCode(email);
    for (let i = 0; i < CODE_ATTEMPTS; i += 1) expect((await verify(email, wrongOf(code))).status).toBe(400);
    expect((await verify(email, code)).status).toBe(400);

    const resent = await call('POST', '/api/auth/verification-code', { body: { email }, headers: visitorHeaders() });
    expect(resent).toMatchObject({ status: 202, body: { email } });
    const next = await mailedCode(email);
    expect(next).not.toBe(code);
    expect((await verify(email, next)).status).toBe(204);
  });

  it('expires', async () => {
    const email = await signUp();
    // The stored code of the address, issued as if 31 minutes ago.
    const { code, item } = Code.issue('verify', email, Date.now() - 31 * 60_000);
    await db().send(new PutCommand({ TableName: tableName(), Item: item.Put!.Item }));
    expect((await verify(email, code)).status).toBe(400);
  });

  it('answers a code request for an unknown address as for a known one, and mails nobody', async () => {
    const nobody = address('nobody');
    for (const path of ['/api/auth/verification-code', '/api/auth/forgot-password']) {
      const answer = await call('POST', path, { body: { email: nobody }, headers: visitorHeaders() });
      expect(answer).toMatchObject({ status: 202, body: { email: nobody } });
    }
    expect(await mailsTo(nobody)).toEqual([]);
    expect((await verify(nobody, '123456')).status).toBe(400);
  });

  it('mails one address at most five times an hour, whoever asks', async () => {
    const email = await signUp();
    for (let i = 0; i < 8; i += 1) {
      const answer = await call('POST', '/api/auth/verification-code', { body: { email }, headers: visitorHeaders() });
      expect(answer.status).toBe(202);
    }
    expect(await mailsTo(email)).toHaveLength(5);
  });
});

describe('a forgotten password', () => {
  const call = useGateway();
  const reset = (body: Record<string, unknown>) =>
    call('POST', '/api/auth/reset-password', { body, headers: visitorHeaders() });

  it('is replaced with a mailed code, which proves the address and ends every older session', async () => {
    const student = await signUpStudent(call);
    await nextSecond();
    const asked = await call('POST', '/api/auth/forgot-password', {
      body: { email: student.email },
      headers: visitorHeaders(),
    });
    expect(asked).toMatchObject({ status: 202, body: { email: student.email } });
    const code = await mailedCode(student.email, 'password reset');

    expect((await reset({ email: student.email, code: '000000', password: 'brand-new1' })).status).toBe(400);
    expect((await reset({ email: student.email, code, password: 'brand-new1' })).status).toBe(204);
    expect((await reset({ email: student.email, code, password: 'brand-new2' })).status).toBe(400);

    const old = await call('GET', '/api/me', { token: student.token });
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe('Your session has ended. Please sign in again.');
    await expect(signIn(student.email, PASSWORD)).rejects.toThrow();
    // The reset cut off every session begun up to the end of its second: sign in after it.
    await nextSecond();
    const fresh = await signIn(student.email, 'brand-new1');
    expect((await call('GET', '/api/me', { token: fresh })).status).toBe(200);
  });

  it("keeps the back office's password rule for an admin, and the code for a better try", async () => {
    const admin = await userWithGroup('admin');
    await nextSecond();
    await call('POST', '/api/auth/forgot-password', { body: { email: admin.email }, headers: visitorHeaders() });
    const code = await mailedCode(admin.email, 'password reset');
    const weak = await reset({ email: admin.email, code, password: 'simple12' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('Password must mix upper- and lower-case letters and a digit');
    expect((await reset({ email: admin.email, code, password: 'Stronger123' })).status).toBe(204);
    expect((await call('GET', '/api/admin/dashboard', { token: admin.token })).status).toBe(401);
    await nextSecond();
    const fresh = await signIn(admin.email, 'Stronger123');
    expect((await call('GET', '/api/admin/dashboard', { token: fresh })).status).toBe(200);
  });

  it('can be sent to an admin by a super admin, and by nobody else', async () => {
    const superAdmin = await userWithGroup('super_admin');
    const created = await call('POST', '/api/admin/admins', {
      token: superAdmin.token,
      body: { name: 'Forgetful Admin', email: address('forgetful'), password: 'Password123', role: 'admin' },
    });
    expect(created.status).toBe(201);
    const path = `/api/admin/admins/${created.body.id}/password-reset`;
    const colleague = await userWithGroup('admin');
    expect((await call('POST', path, { token: colleague.token, body: {} })).status).toBe(403);
    const sent = await call('POST', path, { token: superAdmin.token, body: {} });
    expect(sent).toMatchObject({ status: 202, body: { email: created.body.email } });
    expect(await mailedCode(created.body.email, 'password reset')).toMatch(/^\d{6}$/);
  });
});
