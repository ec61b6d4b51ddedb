import { describe, expect, it } from 'vitest';
import { signIn, useGateway } from './support/gateway';

describe('first super admin setup', () => {
  const call = useGateway();

  it('is open on a fresh stack', async () => {
    expect(await call('GET', '/api/setup/status')).toEqual({ status: 200, body: { open: true } });
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
    expect((await call('GET', '/api/setup/status')).body).toEqual({ open: true });
  });

  it('lets exactly one of many concurrent requests create the super admin', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/api/setup', {
          body: { fullName: `Founder ${index}`, email: `founder${index}@example.com`, password: 'Password123' },
        }),
      ),
    );
    const statuses = attempts.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const loser = attempts.find((answer) => answer.status === 409)!;
    expect(loser.body.error.message).toBe('A super admin already exists. Please log in instead.');
    expect((await call('GET', '/api/setup/status')).body).toEqual({ open: false });

    const winner = attempts.find((answer) => answer.status === 201)!;
    const token = await signIn(winner.body.email, 'Password123');
    const me = await call('GET', '/api/me', { token });
    expect(me).toEqual({
      status: 200,
      body: { userId: winner.body.userId, email: winner.body.email, role: 'super_admin', student: null },
    });
  });

  it('stays closed afterwards', async () => {
    const again = await call('POST', '/api/setup', {
      body: { fullName: 'Latecomer', email: 'late@example.com', password: 'Password123' },
    });
    expect(again.status).toBe(409);
  });
});
