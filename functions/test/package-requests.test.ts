import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { db } from '../src/db/client';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { activePackage, publishedCourse, signUpStudent } from './support/student-fixtures';

describe('package requests: ask, approve once, reject with a reason', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  async function ask(token: string, sessions = 8, course: string | null = courseId) {
    const pkg = await activePackage(sessions, 18000);
    const answer = await call('POST', '/api/me/package-requests', {
      token,
      body: { packageId: pkg.id, courseId: course ?? undefined },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  it('stores a pending request with what was asked for, mails the student and the team, and counts it', async () => {
    const student = await signUpStudent(call);
    const request = await ask(student.token);
    expect(request).toMatchObject({
      status: 'pending',
      sessionCount: 8,
      priceUsd: 180,
      courseId,
      studentId: student.userId,
    });
    const mails = await sentMail();
    expect(
      mails.find((m) => m.destination.to.includes(student.email) && m.subject === 'We received your package request'),
    ).toBeDefined();
    const team = mails.find(
      (m) => m.subject.startsWith('Package request to approve') && m.body.text?.includes(student.email),
    );
    expect(team?.body.text).toContain('http://localhost:5173/admin/package-requests');
    const dashboard = await call('GET', '/api/me/dashboard', { token: student.token });
    expect(dashboard.body.counters).toEqual({ sessionsRemaining: 0, upcoming: 0, pendingRequests: 1 });
    expect(dashboard.body.requests.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it('refuses unknown or inactive packages and unknown courses, and writes nothing', async () => {
    const student = await signUpStudent(call);
    const unknown = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: crypto.randomUUID() },
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: { message: 'Package not found' } } });
    const pkg = await activePackage(4);
    const badCourse = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId: crypto.randomUUID() },
    });
    expect(badCourse.body.error.message).toBe('Course not found');
    const notUuid = await call('POST', '/api/me/package-requests', { token: student.token, body: { packageId: 'x' } });
    expect(notUuid.status).toBe(400);
    expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.counters.pendingRequests).toBe(0);
  });

  it('approves: status, approver, notes, purchase ledger entry, balance credited, activity, e-mail', async () => {
    const student = await signUpStudent(call);
    const request = await ask(student.token, 8);
    const answer = await call('POST', `/api/admin/package-requests/${request.id}/approve`, {
      token: admin,
      body: { notes: 'Paid $180 by bank transfer, ref TRX-2291.', message: 'Ustadha Huda will be your tutor.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'approved',
      adminNotes: 'Paid $180 by bank transfer, ref TRX-2291.',
      studentMessage: 'Ustadha Huda will be your tutor.',
      approvedAt: expect.any(String),
    });
    expect(answer.body.approvedBy).toEqual(expect.any(String));
    // The message reaches the student; the team's notes (the payment reference) never do.
    const mail = (await sentMail()).find(
      (m) => m.destination.to.includes(student.email) && m.subject === 'Your sessions are ready to book',
    );
    expect(mail?.body.text).toContain('A note from our team: Ustadha Huda will be your tutor.');
    expect(mail?.body.text).not.toContain('TRX-2291');
    const dashboard = await call('GET', '/api/me/dashboard', { token: student.token });
    expect(JSON.stringify(dashboard.body)).not.toContain('TRX-2291');
    expect(dashboard.body.requests[0]).toMatchObject({
      id: request.id,
      studentMessage: 'Ustadha Huda will be your tutor.',
    });
    // The purchase is a lot of its own: 8 of 8 left, never expiring (the package has no validity).
    expect(dashboard.body.balances).toEqual([
      {
        courseId,
        courseTitle: expect.any(String),
        sessionsRemaining: 8,
        lots: [
          {
            id: request.id,
            kind: 'purchase',
            packageName: request.packageName,
            sessionsBought: 8,
            sessionsLeft: 8,
            expiresAt: null,
            approvedAt: expect.any(String),
          },
        ],
      },
    ]);
    expect(dashboard.body.counters).toMatchObject({ sessionsRemaining: 8, pendingRequests: 0 });
    const mine = await call('GET', `/api/me/courses/${courseId}`, { token: student.token });
    expect(mine.body.sessionsRemaining).toBe(8);
    expect(
      (await sentMail()).find(
        (m) => m.destination.to.includes(student.email) && m.subject === 'Your sessions are ready to book',
      ),
    ).toBeDefined();
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('credits once when ten admins approve at the same moment; the others get 409', async () => {
    const student = await signUpStudent(call);
    const request = await ask(student.token, 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/package-requests/${request.id}/approve`, { token: admin, body: {} }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
      'This request has already been handled by another admin.',
    );
    expect((await call('GET', `/api/me/courses/${courseId}`, { token: student.token })).body.sessionsRemaining).toBe(5);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('needs a course to approve a request made without one', async () => {
    const student = await signUpStudent(call);
    const request = await ask(student.token, 4, null);
    const missing = await call('POST', `/api/admin/package-requests/${request.id}/approve`, { token: admin, body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose the course these sessions are for' } },
    });
    const ok = await call('POST', `/api/admin/package-requests/${request.id}/approve`, {
      token: admin,
      body: { courseId },
    });
    expect(ok.body).toMatchObject({ status: 'approved', courseId });
  });

  it('rejects only with a reason, tells the student why, and cannot then approve', async () => {
    const student = await signUpStudent(call);
    const request = await ask(student.token);
    const blank = await call('POST', `/api/admin/package-requests/${request.id}/reject`, {
      token: admin,
      body: { reason: '  ' },
    });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Reason is required' } } });
    const rejected = await call('POST', `/api/admin/package-requests/${request.id}/reject`, {
      token: admin,
      body: { reason: 'Payment not received' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Payment not received' });
    const mail = (await sentMail()).find(
      (m) => m.destination.to.includes(student.email) && m.subject === 'About your package request',
    );
    expect(mail?.body.text).toContain('Payment not received');
    const late = await call('POST', `/api/admin/package-requests/${request.id}/approve`, { token: admin, body: {} });
    expect(late.status).toBe(409);
    expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.counters).toMatchObject({
      sessionsRemaining: 0,
      pendingRequests: 0,
    });
    expect(
      (await call('POST', `/api/admin/package-requests/${crypto.randomUUID()}/approve`, { token: admin, body: {} }))
        .status,
    ).toBe(404);
  });

  it('never lets a student approve, or see another student', async () => {
    const a = await signUpStudent(call);
    const b = await signUpStudent(call);
    const request = await ask(a.token);
    expect(
      (await call('POST', `/api/admin/package-requests/${request.id}/approve`, { token: b.token, body: {} })).status,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/admin/package-requests/${request.id}/reject`, {
          token: a.token,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(403);
    // B's views only ever contain B's own data.
    const dashboard = await call('GET', '/api/me/dashboard', { token: b.token });
    expect(dashboard.body.requests).toEqual([]);
  });

  describe('when DynamoDB cancels the approval for a conflicting transaction', () => {
    let mock: ReturnType<typeof mockClient> | undefined;
    afterEach(() => mock?.restore());

    it('retries and applies it once', async () => {
      const student = await signUpStudent(call);
      const request = await ask(student.token, 3);
      // A client of its own reaches the real emulator while the app's client is mocked.
      const stack = inject('localStack');
      const real = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: stack.endpoints.dynamodb,
          region: 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }),
        { marshallOptions: { removeUndefinedValues: true } },
      );
      mock = mockClient(db());
      let transactions = 0;
      mock.on(GetCommand).callsFake((input) => real.send(new GetCommand(input)));
      mock.on(TransactWriteCommand).callsFake(async (input) => {
        transactions += 1;
        if (transactions === 1) {
          throw new TransactionCanceledException({
            message: 'Transaction cancelled',
            $metadata: {},
            CancellationReasons: [
              { Code: 'TransactionConflict' },
              { Code: 'None' },
              { Code: 'None' },
              { Code: 'None' },
              { Code: 'None' },
            ],
          });
        }
        return real.send(new TransactWriteCommand(input));
      });
      const answer = await call('POST', `/api/admin/package-requests/${request.id}/approve`, {
        token: admin,
        body: {},
      });
      mock.restore();
      mock = undefined;
      expect(answer.status).toBe(200);
      expect(transactions).toBe(2);
      expect((await call('GET', `/api/me/courses/${courseId}`, { token: student.token })).body.sessionsRemaining).toBe(
        3,
      );
      expect((await auditLedger()).problems).toEqual([]);
    });
  });
});
