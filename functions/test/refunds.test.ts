import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { db, tableName } from '../src/db/client';
import { requestKey } from '../src/db/entities/package-request';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

/** Unused-credit refunds: asked within 14 days, approved through the ledger once, or rejected. */
describe('refunds of unused sessions', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin, { title: 'Arabic for Beginners' });
  });

  const balanceOf = async (token: string) =>
    (await call('GET', `/api/me/courses/${courseId}`, { token })).body.sessionsRemaining as number;
  const mailsTo = async (email: string) => (await sentMail()).filter((mail) => mail.destination.to.includes(email));
  const ask = (token: string, packageRequestId: string) =>
    call('POST', '/api/me/refund-requests', { token, body: { packageRequestId } });
  const bookOne = (student: { userId: string; email: string }) =>
    deliver(
      call,
      inviteeCreated({
        seed: `refund-${crypto.randomUUID()}`,
        name: 'Amina Yusuf',
        email: student.email,
        start: new Date(Date.now() + 5 * 24 * 3_600_000),
        tracking: portalTracking(student.userId, courseId),
      }),
    );

  it('shows the unused sessions and their price, takes the request once, and the team approves it once', async () => {
    // 4 sessions for $100 ($25 each); one is booked, so 3 are unused.
    const student = await studentWithSessions(call, admin, courseId, 4);
    expect((await bookOne(student)).status).toBe(200);
    const dashboard = (await call('GET', '/api/me/dashboard', { token: student.token })).body;
    expect(dashboard.refundable).toEqual([
      expect.objectContaining({
        packageRequestId: student.requestId,
        courseId,
        sessions: 3,
        pricePerSessionUsd: 25,
        amountUsd: 75,
      }),
    ]);

    const asked = await ask(student.token, student.requestId);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', sessions: 3, amountUsd: 75 });
    expect((await ask(student.token, student.requestId)).body.error.message).toBe(
      'A refund of this purchase was already asked for.',
    );
    expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.refundable).toEqual([]);
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).toContain('We received your refund request');

    const pending = await call('GET', '/api/admin/refund-requests?status=pending', { token: admin });
    expect(pending.body.items.map((item: { id: string }) => item.id)).toContain(asked.body.id);
    // Two admins approve at once: the sessions leave the balance once.
    const approvals = await Promise.all(
      [1, 2].map(() => call('POST', `/api/admin/refund-requests/${asked.body.id}/approve`, { token: admin, body: {} })),
    );
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(student.token)).toBe(0);
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).toContain('Your refund is approved');
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('refuses after 14 days, and the dashboard no longer offers it', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: requestKey(student.requestId),
        UpdateExpression: 'SET approvedAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 15 * 24 * 3_600_000).toISOString() },
      }),
    );
    expect((await call('GET', '/api/me/dashboard', { token: student.token })).body.refundable).toEqual([]);
    const late = await ask(student.token, student.requestId);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Unused sessions can be refunded within 14 days of the purchase.');
    expect(await balanceOf(student.token)).toBe(2);
  });

  it('rejects only with a reason, which the student is told; the sessions stay', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const asked = await ask(student.token, student.requestId);
    const path = `/api/admin/refund-requests/${asked.body.id}/reject`;
    expect((await call('POST', path, { token: admin, body: {} })).status).toBe(400);
    const rejected = await call('POST', path, { token: admin, body: { reason: 'Paid with a gift voucher' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Paid with a gift voucher' });
    expect(await balanceOf(student.token)).toBe(2);
    const mail = (await mailsTo(student.email)).find((m) => m.subject === 'About your refund request');
    expect(mail?.body.text).toContain('Reason: Paid with a gift voucher');
  });

  it('lets nobody refund another student’s purchase', async () => {
    const a = await studentWithSessions(call, admin, courseId, 2);
    const b = await studentWithSessions(call, admin, courseId, 1);
    const answer = await ask(b.token, a.requestId);
    expect(answer.status).toBe(404);
    expect(await balanceOf(a.token)).toBe(2);
  });

  it('a refund racing a booking for the last session: exactly one gets it, never below zero', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const asked = await ask(student.token, student.requestId);
    expect(asked.body.sessions).toBe(1);
    const [approval, booking] = await Promise.all([
      call('POST', `/api/admin/refund-requests/${asked.body.id}/approve`, { token: admin, body: {} }),
      bookOne(student),
    ]);
    expect(booking.status).toBe(200);
    expect(await balanceOf(student.token)).toBe(0);
    const booked = (await call('GET', '/api/me/dashboard', { token: student.token })).body.upcoming.length;
    // Either the refund took the session (the booking went to the team as unmatched) or the booking did.
    expect(approval.status === 200 ? booked : 1 - booked).toBe(0);
    if (approval.status !== 200) {
      expect(approval.body.error.message).toContain('no longer has these sessions unused');
    }
    expect((await auditLedger()).problems).toEqual([]);
  });
});
