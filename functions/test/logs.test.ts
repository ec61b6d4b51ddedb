import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { resetEnvCache } from '../src/lib/env';
import { signIn, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { awsError, forceFault } from './support/faults';
import { mailedCode, publishedCourse } from './support/student-fixtures';

/**
 * What the functions log never holds a password, a token, a signature or a request body: only
 * the route, status, timing, ids and error names. Every log line of a busy sequence (sign-ups,
 * an admin at work, failures with stack traces) is captured and searched for each secret.
 */
describe('logs', () => {
  const call = useGateway();
  const lines: string[] = [];
  beforeAll(() => {
    process.env.LOG_LEVEL = 'debug';
    resetEnvCache();
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
    vi.spyOn(console, 'warn').mockImplementation(capture);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = 'warn';
    resetEnvCache();
  });

  it('never contain passwords, tokens or request bodies, also when requests fail', async () => {
    const secrets: string[] = [];
    const studentPassword = `Student-${crypto.randomUUID().slice(0, 8)}`;
    const email = `logs-${crypto.randomUUID()}@example.com`;
    secrets.push(studentPassword);
    const signUp = await call('POST', '/api/auth/signup', {
      body: { fullName: 'Maryam Logtest', email, phone: '+44 7700 900123', password: studentPassword },
      headers: visitorHeaders(),
    });
    expect(signUp.status).toBe(202);
    const verified = await call('POST', '/api/auth/verify-email', {
      body: { email, code: await mailedCode(email), password: studentPassword },
      headers: visitorHeaders(),
    });
    expect(verified.status).toBe(204);
    const studentToken = await signIn(email, studentPassword);
    secrets.push(studentToken, studentToken.split('.')[2]!, '+44 7700 900123');
    expect((await call('GET', '/api/me/dashboard', { token: studentToken })).status).toBe(200);

    const superAdmin = (await userWithGroup('super_admin')).token;
    secrets.push(superAdmin, superAdmin.split('.')[2]!);
    const adminPassword = `Teacher-${crypto.randomUUID().slice(0, 8)}1`;
    secrets.push(adminPassword);
    // The account cannot be saved: an error with a stack trace is logged.
    const fault = forceFault('dynamodb', TransactWriteCommand, awsError('InternalServerError'));
    const failed = await call('POST', '/api/admin/admins', {
      token: superAdmin,
      body: {
        name: 'Fatima Logtest',
        email: `logs-admin-${crypto.randomUUID()}@example.com`,
        password: adminPassword,
        role: 'admin',
      },
    });
    fault.restore();
    expect(failed.status).toBe(500);

    // A lead whose message is free text, while the mail service is down (another error logged).
    const leadText = `Please call me about my son ${crypto.randomUUID()}`;
    secrets.push(leadText);
    const mailDown = forceFault('ses', SendEmailCommand, awsError('ServiceUnavailable'));
    const courseId = await publishedCourse(call, superAdmin);
    const lead = await call('POST', '/api/leads', {
      body: {
        fullName: 'Yusuf Logtest',
        email: `logs-lead-${crypto.randomUUID()}@example.com`,
        phone: '',
        ageGroup: 'adult',
        level: 'beginner',
        goals: ['Quran/Reading'],
        why: leadText,
        schedule: ['Weekends'],
        consent: true,
        bookingType: 'paid',
        courseId,
      },
      headers: visitorHeaders(),
    });
    mailDown.restore();
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);

    // Logs were written (the check below is not vacuous) ...
    expect(lines.filter((line) => line.includes('"message":"request"')).length).toBeGreaterThanOrEqual(5);
    expect(lines.some((line) => line.includes('"level":"error"') && line.includes('"stack"'))).toBe(true);
    // ... and none holds a secret.
    const leaks = secrets.filter((secret) => lines.some((line) => line.includes(secret)));
    expect(leaks).toEqual([]);
    expect(lines.filter((line) => /authorization|bearer/i.test(line))).toEqual([]);
  });
});
