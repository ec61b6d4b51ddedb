import { beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { db, tableName } from '../src/db/client';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { signIn, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { awsError, forceFault } from './support/faults';
import { fullCount } from './support/full-count';
import { auditLedger } from './support/ledger-audit';
import {
  deliver,
  PASSWORD,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

/**
 * Every stored item but the mail delivery records, as text: what a deleted person's name or address
 * must no longer be found in. A sent mail keeps only its recipient and subject, for 30 days at most
 * (its TTL), as the privacy policy says; `deliveryRecords` checks that.
 */
async function wholeTable(): Promise<string> {
  const { others } = await scanTable();
  return JSON.stringify(others);
}

async function scanTable() {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  const isMail = (item: Record<string, unknown>) => String(item.pk).startsWith('MAIL#');
  return { mails: items.filter(isMail), others: items.filter((item) => !isMail(item)) };
}

/** The mail records to this address: delivered (no text left) and gone within 30 days. */
async function deliveryRecords(email: string) {
  const { mails } = await scanTable();
  return mails.filter((mail) => JSON.stringify(mail).includes(email));
}

describe("a student's data: download and deletion", () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin, { title: 'Privacy Course' });
  });

  /** A student with a name of their own, sessions, a booking, a refund request and a certificate. */
  async function studentWithHistory() {
    const fullName = `Zainab ${crypto.randomUUID().slice(0, 8)}`;
    const phone = `+44 7700 ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    const signedUp = await signUpStudent(call, { fullName, phone });
    const student = await studentWithSessions(call, admin, courseId, 4, signedUp);
    await deliver(
      call,
      inviteeCreated({
        seed: `privacy-${crypto.randomUUID()}`,
        name: fullName,
        email: student.email,
        start: new Date(Date.now() + 5 * 24 * 3_600_000),
        tracking: portalTracking(student.userId, courseId),
      }),
    );
    const refund = await call('POST', '/api/me/refund-requests', {
      token: student.token,
      body: { packageRequestId: student.requestId },
    });
    expect(refund.status).toBe(201);
    const certificate = await call('POST', `/api/admin/students/${student.userId}/certificates`, {
      token: admin,
      body: { courseId, note: 'Well done.', withoutSessions: true },
    });
    expect(certificate.status).toBe(201);
    return { ...student, fullName, phone };
  }

  it("downloads everything about the student, and nothing of anyone else's", async () => {
    const mine = await studentWithHistory();
    const other = await studentWithHistory();
    const answer = await call('GET', '/api/me/export', { token: mine.token });
    expect(answer.status).toBe(200);
    expect(answer.body.account).toEqual({
      userId: mine.userId,
      email: mine.email,
      emailVerified: true,
      fullName: mine.fullName,
      phone: mine.phone,
    });
    // One learner, the account holder themself, with every record of theirs.
    expect(answer.body.learners).toHaveLength(1);
    const data = answer.body.learners[0];
    expect(data.profile).toMatchObject({ id: mine.userId, fullName: mine.fullName, phone: mine.phone });
    expect(data.balances).toEqual([
      {
        courseId,
        courseTitle: 'Privacy Course',
        sessionsRemaining: 3,
        lots: [expect.objectContaining({ kind: 'purchase', sessionsLeft: 3 })],
      },
    ]);
    expect(data.ledger.length).toBeGreaterThanOrEqual(2);
    expect(data.packageRequests.map((request: { id: string }) => request.id)).toEqual([mine.requestId]);
    expect(data.refundRequests).toHaveLength(1);
    expect(data.bookings).toEqual([expect.objectContaining({ inviteeName: mine.fullName, inviteeEmail: mine.email })]);
    expect(data.certificates).toEqual([expect.objectContaining({ studentName: mine.fullName })]);
    for (const list of ['ledger', 'packageRequests', 'refundRequests', 'bookings', 'certificates']) {
      for (const item of data[list]) expect(item.studentId, list).toBe(mine.userId);
    }
    const text = JSON.stringify(data);
    for (const foreign of [other.userId, other.email, other.fullName]) expect(text).not.toContain(foreign);
    // The team's accounts and other visitors have no student data to download.
    expect((await call('GET', '/api/me/export', { token: admin })).status).toBe(403);
  });

  it('deletes the account once confirmed: no personal field left, the money records kept and exact', async () => {
    const student = await studentWithHistory();
    const wrong = await call('POST', '/api/me/deletion', {
      token: student.token,
      body: { confirmEmail: 'someone@example.com' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.confirmEmail).toBe('Type the e-mail address of this account to confirm.');
    expect(await wholeTable()).toContain(student.fullName);

    // A mail to the student the service refused for good: listed for the team, with its text.
    const fault = forceFault('ses', SendEmailCommand, awsError('MessageRejected'));
    try {
      await call('POST', '/api/auth/forgot-password', { body: { email: student.email }, headers: visitorHeaders() });
    } finally {
      fault.restore();
    }
    const failedBefore = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    expect(JSON.stringify(failedBefore.body)).toContain(student.email);

    const before = await fullCount();
    const counted = (await call('GET', '/api/admin/dashboard', { token: admin })).body.students;
    const deleted = await call('POST', '/api/me/deletion', {
      token: student.token,
      body: { confirmEmail: student.email.toUpperCase() },
    });
    expect(deleted.status).toBe(204);

    const table = await wholeTable();
    for (const personal of [student.fullName, student.email, student.phone]) {
      const found = JSON.parse(table).filter((item: unknown) => JSON.stringify(item).includes(personal));
      expect(
        found.map((item: { pk: string; sk: string }) => `${item.pk} ${item.sk}`),
        personal,
      ).toEqual([]);
    }
    const monthAhead = Date.now() / 1000 + 30 * 86_400 + 60;
    for (const mail of await deliveryRecords(student.email)) {
      expect(mail).toMatchObject({ status: 'sent' });
      expect(mail.text).toBeUndefined();
      expect(Number(mail.expiresAt)).toBeLessThan(monthAhead);
    }
    await expect(signIn(student.email, PASSWORD)).rejects.toThrow();
    expect((await call('GET', '/api/me', { token: student.token })).status).toBe(401);
    // The ledger and the balance stay (for the accounts), and still agree.
    expect(table).toContain(student.userId);
    const failedAfter = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    expect(JSON.stringify(failedAfter.body)).not.toContain(student.email);
    expect((await auditLedger()).problems).toEqual([]);
    const after = await fullCount();
    expect(after.students).toBe(before.students);
    expect(after.studentsActive).toBe(before.studentsActive - 1);
    const dashboard = await call('GET', '/api/admin/dashboard', { token: admin });
    expect(dashboard.body.students).toEqual({ total: counted.total, active: counted.active - 1 });
    const shown = await call('GET', `/api/admin/students/${student.userId}`, { token: admin });
    expect(shown.body.profile).toMatchObject({ fullName: 'Deleted student', email: '', phone: '', status: 'inactive' });
  });

  it('can be done by the team on request, and by nobody else', async () => {
    const student = await signUpStudent(call);
    const other = await signUpStudent(call);
    const path = `/api/admin/students/${student.userId}/deletion`;
    expect((await call('POST', path, { token: other.token, body: { confirmEmail: student.email } })).status).toBe(403);
    expect((await call('POST', path, { token: admin, body: { confirmEmail: other.email } })).status).toBe(400);
    expect((await call('POST', path, { token: admin, body: { confirmEmail: student.email } })).status).toBe(204);
    expect((await call('POST', path, { token: admin, body: { confirmEmail: student.email } })).status).toBe(404);
    expect(await wholeTable()).not.toContain(student.email);
    expect((await call('GET', '/api/me', { token: other.token })).status).toBe(200);
  });
});
