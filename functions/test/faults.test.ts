import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { APPLY_ATTEMPTS } from '../src/core/inbox/webhook-inbox';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { awsError, forceFault, type Fault } from './support/faults';
import { fullCount } from './support/full-count';
import { auditLedger } from './support/ledger-audit';
import {
  deliver,
  mailedCode,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

/**
 * When a service fails halfway (Cognito during a sign-up or an admin creation, SES, DynamoDB
 * throttling or a conflicting transaction), the person gets a clear answer or the work is retried,
 * nothing is left half-made, and every balance still equals its ledger.
 */
describe('faults', () => {
  const call = useGateway();
  let fault: Fault | undefined;
  afterEach(() => {
    fault?.restore();
    fault = undefined;
  });
  let admin: string;
  let superAdmin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  const cognitoUserExists = async (email: string) => {
    const stack = inject('localStack');
    const client = new CognitoIdentityProviderClient({
      endpoint: stack.endpoints.cognito,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    return client
      .send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: email }))
      .then(() => true)
      .catch((error: Error) => (error.name === 'UserNotFoundException' ? false : Promise.reject(error)));
  };
  const headers = visitorHeaders();
  const signUp = (email: string) =>
    call('POST', '/api/auth/signup', {
      body: { fullName: 'Amina Yusuf', email, phone: '', password: 'secret123' },
      headers,
    });
  /** The mailed code sent back: the account is made now. */
  const verify = async (email: string) =>
    call('POST', '/api/auth/verify-email', {
      body: { email, code: await mailedCode(email), password: 'secret123' },
      headers,
    });
  const newCode = (email: string) => call('POST', '/api/auth/verification-code', { body: { email }, headers });

  it('sign-up: Cognito failing after the user was made leaves no user and no profile; a new code works', async () => {
    const email = `fault-${crypto.randomUUID()}@example.com`;
    expect((await signUp(email)).status).toBe(202);
    const before = await fullCount();
    fault = forceFault('cognito', AdminAddUserToGroupCommand, awsError('InternalErrorException'));
    const answer = await verify(email);
    fault.restore();
    expect(answer.status).toBe(500);
    expect(answer.body.error.message).toBe('Something went wrong. Please try again later.');
    expect(fault.failures()).toBe(1);
    expect(await cognitoUserExists(email)).toBe(false);
    // Nothing was kept but the pending sign-up, which waits for a new code.
    expect(await fullCount()).toEqual(before);
    expect((await newCode(email)).status).toBe(202);
    expect((await verify(email)).status).toBe(204);
    expect(await cognitoUserExists(email)).toBe(true);
  });

  it('sign-up: the profile failing to save removes the Cognito user again, with a clear message', async () => {
    const email = `fault-${crypto.randomUUID()}@example.com`;
    expect((await signUp(email)).status).toBe(202);
    const before = await fullCount();
    fault = forceFault('dynamodb', TransactWriteCommand, awsError('InternalServerError'));
    const answer = await verify(email);
    fault.restore();
    expect(answer.status).toBe(500);
    expect(answer.body.error.message).toBe('We could not create your account. Please try again in a moment.');
    expect(await cognitoUserExists(email)).toBe(false);
    expect(await fullCount()).toEqual(before);
    expect((await newCode(email)).status).toBe(202);
    expect((await verify(email)).status).toBe(204);
  });

  it('admin creation: Cognito failing mid-way or the account failing to save leaves nothing behind', async () => {
    const body = (email: string) => ({ name: 'Khadija Omar', email, password: 'Teacher-pass-1', role: 'admin' });
    for (const [service, command] of [
      ['cognito', AdminSetUserPasswordCommand],
      ['dynamodb', TransactWriteCommand],
    ] as const) {
      const email = `fault-admin-${crypto.randomUUID()}@example.com`;
      const before = await fullCount();
      fault = forceFault(service, command, awsError('InternalErrorException'));
      const answer = await call('POST', '/api/admin/admins', { token: superAdmin, body: body(email) });
      fault.restore();
      expect(answer.status, `${service} failing`).toBe(500);
      expect(await cognitoUserExists(email)).toBe(false);
      expect(await fullCount()).toEqual(before);
      expect((await call('POST', '/api/admin/admins', { token: superAdmin, body: body(email) })).status).toBe(201);
    }
  });

  it('SES failing does not undo an approval: the sessions are credited and the ledger holds', async () => {
    const signedUp = await signUpStudent(call);
    fault = forceFault('ses', SendEmailCommand, awsError('ServiceUnavailable'));
    const student = await studentWithSessions(call, admin, courseId, 4, signedUp);
    expect(fault.failures()).toBeGreaterThan(0);
    fault.restore();
    const course = await call('GET', `/api/me/courses/${courseId}`, { token: student.token });
    expect(course.body.sessionsRemaining).toBe(4);
    expect((await auditLedger()).problems).toEqual([]);
  });

  describe('a booking delivery', () => {
    const start = () => new Date(Date.now() + 5 * 24 * 3_600_000);
    const bookingOf = (student: { userId: string; email: string }) =>
      inviteeCreated({
        seed: `fault-${crypto.randomUUID()}`,
        name: 'Amina Yusuf',
        email: student.email,
        start: start(),
        tracking: portalTracking(student.userId, courseId),
      });
    const balanceOf = async (token: string) =>
      (await call('GET', `/api/me/courses/${courseId}`, { token })).body.sessionsRemaining as number;

    it('throttled once while applying: retried in the same run, booked once', async () => {
      const student = await studentWithSessions(call, admin, courseId, 2);
      fault = forceFault(
        'dynamodb',
        TransactWriteCommand,
        awsError('ProvisionedThroughputExceededException', 'Rate of requests exceeds the allowed throughput'),
        { times: 1 },
      );
      const answer = await deliver(call, bookingOf(student));
      fault.restore();
      expect(fault.failures()).toBe(1);
      expect(answer.body).toMatchObject({ state: 'processed', outcome: 'booked' });
      expect(await balanceOf(student.token)).toBe(1);
    });

    it('throttled on every try while applying: answered 2xx and kept for review; processing it again books once', async () => {
      const student = await studentWithSessions(call, admin, courseId, 2);
      const event = bookingOf(student);
      fault = forceFault(
        'dynamodb',
        TransactWriteCommand,
        awsError('ProvisionedThroughputExceededException', 'Rate of requests exceeds the allowed throughput'),
        { times: APPLY_ATTEMPTS },
      );
      const throttled = await deliver(call, event);
      fault.restore();
      // The delivery was stored before anything was applied: the scheduling service sees a 2xx.
      expect(throttled.status).toBe(200);
      expect(throttled.body).toMatchObject({ state: 'needs_review', reason: 'failed' });
      expect(await balanceOf(student.token)).toBe(2);
      // Its retry of the same delivery is the same record: nothing more happens by itself.
      expect((await deliver(call, event)).body).toMatchObject({ state: 'needs_review' });
      const again = await call('POST', `/api/admin/bookings/deliveries/${throttled.body.deliveryId}/process`, {
        token: admin,
        body: {},
      });
      expect(again.body).toMatchObject({ state: 'processed', outcome: 'booked' });
      expect(await balanceOf(student.token)).toBe(1);
      expect((await auditLedger()).problems).toEqual([]);
    });

    it('the inbox write itself throttled: 503, so the scheduling service delivers again; nothing written', async () => {
      const student = await studentWithSessions(call, admin, courseId, 1);
      const event = bookingOf(student);
      fault = forceFault('dynamodb', PutCommand, awsError('ThrottlingException', 'Rate exceeded'));
      const throttled = await deliver(call, event);
      fault.restore();
      expect(throttled.status).toBe(503);
      expect(throttled.headers['retry-after']).toBe('1');
      expect((await deliver(call, event)).body).toMatchObject({ state: 'processed', outcome: 'booked' });
      expect(await balanceOf(student.token)).toBe(0);
    });

    it('cancelled once for a conflicting transaction is retried and books exactly once', async () => {
      const student = await studentWithSessions(call, admin, courseId, 2);
      const conflict = new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'TransactionConflict' }],
      });
      fault = forceFault('dynamodb', TransactWriteCommand, conflict, { times: 1 });
      const answer = await deliver(call, bookingOf(student));
      fault.restore();
      expect(answer.status).toBe(200);
      expect(fault.failures()).toBe(1);
      expect(await balanceOf(student.token)).toBe(1);
      expect((await auditLedger()).problems).toEqual([]);
    });
  });

  it('a throttled read gets a clear 503, not a generic error', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    fault = forceFault('dynamodb', QueryCommand, awsError('ThrottlingException'));
    const answer = await call('GET', '/api/me/dashboard', { token: student.token });
    fault.restore();
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('SERVICE_BUSY');
  });
});
