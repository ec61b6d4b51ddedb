import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../src/lib/env';
import { signIn, useGateway, type CallResult } from './support/gateway';

describe('first super admin setup', () => {
  const call = useGateway();

  it('is open on a fresh stack', async () => {
    expect(await call('GET', '/api/setup/status')).toEqual({ status: 200, body: { open: true, codeRequired: false } });
  });

  it('rejects bad input with the spec messages and writes nothing', async () => {
    const answer = await call('POST', '/api/setup', { body: { fullName: 'A', email: 'nope', password: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Name must be at least 2 characters',
      fields: {
        fullName: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters',
      },
    });
    const missing = await call('POST', '/api/setup', { body: {} });
    expect(missing.body.error.message).toBe('Name must be at least 2 characters');
    const extra = await call('POST', '/api/setup', {
      body: { fullName: 'Amina', email: 'a@example.com', password: 'Password123', role: 'super_admin' },
    });
    expect(extra.status).toBe(400);
    expect((await call('GET', '/api/setup/status')).body).toEqual({ open: true, codeRequired: false });
  });

  describe('where the deployment made a one-time setup code (as in AWS)', () => {
    beforeAll(() => useSetupCode('Local-one-time-code-42'));
    afterAll(() => useSetupCode(undefined));

    it('says the code is required, and refuses a missing or wrong code without writing anything', async () => {
      expect((await call('GET', '/api/setup/status')).body).toEqual({ open: true, codeRequired: true });
      const person = { fullName: 'Amina Yusuf', email: 'amina@example.com', password: 'Password123' };
      const missing = await call('POST', '/api/setup', { body: person });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({
        message: 'Enter the setup code',
        fields: { setupCode: 'Enter the setup code' },
      });
      const wrong = await call('POST', '/api/setup', { body: { ...person, setupCode: 'Local-one-time-code-41' } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.message).toBe('That setup code is not right. Check it and try again.');
      expect((await call('GET', '/api/setup/status')).body).toEqual({ open: true, codeRequired: true });
    });

    it('lets exactly one of many concurrent requests with the code create the super admin', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          call('POST', '/api/setup', {
            body: {
              fullName: `Founder ${index}`,
              email: `founder${index}@example.com`,
              password: 'Password123',
              setupCode: 'Local-one-time-code-42',
            },
          }),
        ),
      );
      winnerOfTheRace = attempts;
      const statuses = attempts.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    });
  });

  let winnerOfTheRace: CallResult<any>[] = [];

  it('closes after the race, and the winner is the super admin', async () => {
    const attempts = winnerOfTheRace;
    const loser = attempts.find((answer) => answer.status === 409)!;
    expect(loser.body.error.message).toBe('A super admin already exists. Please log in instead.');
    expect((await call('GET', '/api/setup/status')).body).toEqual({ open: false, codeRequired: false });

    const winner = attempts.find((answer) => answer.status === 201)!;
    const token = await signIn(winner.body.email, 'Password123');
    const me = await call('GET', '/api/me', { token });
    expect(me).toEqual({
      status: 200,
      body: {
        userId: winner.body.userId,
        email: winner.body.email,
        emailVerified: true,
        role: 'super_admin',
        student: null,
        account: null,
        learners: [],
      },
    });
  });

  it('stays closed afterwards', async () => {
    const again = await call('POST', '/api/setup', {
      body: { fullName: 'Latecomer', email: 'late@example.com', password: 'Password123' },
    });
    expect(again.status).toBe(409);
  });
});

/** The deployment's code, as the stack hands it to the setup functions (unset: none asked). */
function useSetupCode(code: string | undefined): void {
  if (code === undefined) delete process.env.SETUP_CODE;
  else process.env.SETUP_CODE = code;
  resetEnvCache();
}
