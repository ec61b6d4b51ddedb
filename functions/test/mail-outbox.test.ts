import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { deliverDueMail, MAX_MAIL_ATTEMPTS } from '../src/core/mail/deliver-mail';
import * as OutboxMail from '../src/db/entities/outbox-mail';
import { db, tableName } from '../src/db/client';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mailRelay, sentMail, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { awsError, forceFault, type Fault } from './support/faults';
import { activePackage, publishedCourse, signUpStudent } from './support/student-fixtures';
import { auditLedger } from './support/ledger-audit';

/**
 * Mail that is never lost: every e-mail is an outbox item written with the change that causes it,
 * delivered by the worker with a lease, retried with backoff while the mail service fails, and
 * given up on (listed for the team, who can send it again) after repeated failure.
 */
describe('the mail outbox', () => {
  const call = useGateway();
  let admin: string;
  let student: string;
  let courseId: string;
  let fault: Fault | undefined;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    student = (await userWithGroup('student')).token;
    courseId = await publishedCourse(call, admin);
  });
  afterEach(() => {
    fault?.restore();
    fault = undefined;
  });

  const mailsTo = async (email: string) => (await sentMail()).filter((mail) => mail.destination.to.includes(email));
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  /** The outbox items addressed to `email`, read straight from the table (pending ones are on gsi1). */
  async function outboxFor(email: string): Promise<OutboxMail.MailItem[]> {
    const items: OutboxMail.MailItem[] = [];
    for (const [index, pk] of [
      ['gsi1', 'MAIL_DUE'],
      ['gsi2', 'MAIL_FAILED'],
    ] as const) {
      const answer = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${index}pk = :pk`,
          FilterExpression: '#to = :to',
          ExpressionAttributeNames: { '#to': 'to' },
          ExpressionAttributeValues: { ':pk': pk, ':to': email },
        }),
      );
      items.push(...((answer.Items ?? []) as OutboxMail.MailItem[]));
    }
    return items;
  }

  /** A student who asked for a package, with SES failing while the team approves it. */
  async function approveWhileMailIsDown() {
    const someone = await signUpStudent(call);
    const pkg = await activePackage(3);
    const request = await call('POST', '/api/me/package-requests', {
      token: someone.token,
      body: { packageId: pkg.id, courseId },
    });
    expect(request.status).toBe(201);
    fault = forceFault('ses', SendEmailCommand, awsError('ServiceUnavailable'));
    const approved = await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, {
      token: admin,
      body: {},
    });
    return { someone, approved };
  }

  it('SES failing during an approval: the approval lands, the mail waits, and goes out once SES is back', async () => {
    const { someone, approved } = await approveWhileMailIsDown();
    expect(approved.status).toBe(200);
    expect(fault!.failures()).toBeGreaterThan(0);
    const balance = await call('GET', `/api/me/courses/${courseId}`, { token: someone.token });
    expect(balance.body.sessionsRemaining).toBe(3);
    expect((await auditLedger()).problems).toEqual([]);

    const [waiting] = await outboxFor(someone.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, subject: 'Your sessions are ready to book' });
    expect(waiting!.lastError).toContain('ServiceUnavailable');
    // Backed off: a run right now does not retry it.
    fault!.restore();
    fault = undefined;
    expect((await deliverDueMail(new Date(), [waiting!.id])).skipped).toBe(1);
    expect((await mailsTo(someone.email)).map((mail) => mail.subject)).not.toContain('Your sessions are ready to book');

    // Once its retry is due, it goes out, once, and its text leaves the outbox.
    await deliverDueMail(later(1));
    await deliverDueMail(later(2));
    const delivered = (await mailsTo(someone.email)).filter(
      (mail) => mail.subject === 'Your sessions are ready to book',
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.body.text).toContain('3 sessions');
    const record = await OutboxMail.get(waiting!.id);
    expect(record).toMatchObject({ status: 'sent', attempts: 2 });
    expect(record!.text).toBeUndefined();
  });

  it('two workers running at once send a waiting mail once', async () => {
    const { someone } = await approveWhileMailIsDown();
    fault!.restore();
    fault = undefined;
    const runs = await Promise.all([deliverDueMail(later(1)), deliverDueMail(later(1)), deliverDueMail(later(1))]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1);
    const delivered = (await mailsTo(someone.email)).filter(
      (mail) => mail.subject === 'Your sessions are ready to book',
    );
    expect(delivered).toHaveLength(1);
  });

  it(`after ${MAX_MAIL_ATTEMPTS} failures the mail is given up on, listed for the team, and can be sent again`, async () => {
    const { someone } = await approveWhileMailIsDown();
    const [waiting] = await outboxFor(someone.email);
    // Each run further in the future than the longest backoff is one more attempt.
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail(later(attempt * 40), [waiting!.id]);
    }
    expect(await OutboxMail.get(waiting!.id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    fault!.restore();
    fault = undefined;

    // Only the team sees the list.
    expect((await call('GET', '/api/admin/mail/failed', { token: student })).status).toBe(403);
    expect((await call('GET', '/api/admin/mail/failed')).status).toBe(401);
    const list = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((mail: { id: string }) => mail.id === waiting!.id);
    expect(listed).toMatchObject({
      to: someone.email,
      subject: 'Your sessions are ready to book',
      attempts: MAX_MAIL_ATTEMPTS,
      canResend: true,
    });
    expect(listed.lastError).toContain('ServiceUnavailable');
    // The list never carries a mail's text.
    expect(JSON.stringify(list.body)).not.toContain('have been added to your account');

    // Sent again: the worker (woken after the request) delivers it, and it leaves the list.
    expect((await call('POST', `/api/admin/mail/${waiting!.id}/resend`, { token: student, body: {} })).status).toBe(
      403,
    );
    const resent = await call('POST', `/api/admin/mail/${waiting!.id}/resend`, { token: admin, body: {} });
    expect(resent).toMatchObject({ status: 200, body: { resent: true } });
    expect(
      (await mailsTo(someone.email)).filter((mail) => mail.subject === 'Your sessions are ready to book'),
    ).toHaveLength(1);
    const after = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    expect(after.body.items.map((mail: { id: string }) => mail.id)).not.toContain(waiting!.id);
    expect((await call('POST', `/api/admin/mail/${waiting!.id}/resend`, { token: admin, body: {} })).status).toBe(409);
    expect(
      (await call('POST', `/api/admin/mail/${crypto.randomUUID()}/resend`, { token: admin, body: {} })).status,
    ).toBe(404);
  });

  it('a mail the service refuses for good is given up on at once', async () => {
    fault = forceFault('ses', SendEmailCommand, awsError('MessageRejected', 'Email address is not verified.'));
    const email = `rejected-${crypto.randomUUID()}@example.com`;
    const answer = await call('POST', '/api/contact', {
      body: { name: 'Bilal Ahmed', email, phone: '', message: 'Do you teach on weekends?' },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(200);
    const list = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    const listed = list.body.items.find((mail: { subject: string }) => mail.subject === 'Contact form: Bilal Ahmed');
    expect(listed).toMatchObject({ attempts: 1, canResend: true });
    expect(listed.lastError).toContain('MessageRejected');
  });

  it('an invitation holding a temporary password is not kept once given up on, and cannot be resent', async () => {
    fault = forceFault('ses', SendEmailCommand, awsError('MessageRejected'));
    const email = `invited-${crypto.randomUUID()}@example.com`;
    const added = await call('POST', '/api/admin/students', {
      token: admin,
      body: { fullName: 'Zainab Ali', email, phone: '' },
    });
    expect(added.status).toBe(201);
    const [failed] = await outboxFor(email);
    expect(failed).toMatchObject({ status: 'failed', secret: true });
    expect(failed!.text).toBeUndefined();
    const list = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    expect(list.body.items.find((mail: { id: string }) => mail.id === failed!.id)).toMatchObject({ canResend: false });
    const resend = await call('POST', `/api/admin/mail/${failed!.id}/resend`, { token: admin, body: {} });
    expect(resend.status).toBe(409);
  });

  it('a lead and its two mails are saved together while SES is down, and delivered afterwards', async () => {
    fault = forceFault('ses', SendEmailCommand, awsError('ServiceUnavailable'));
    const email = `lead-outbox-${crypto.randomUUID()}@example.com`;
    const answer = await call('POST', '/api/leads', {
      body: {
        fullName: 'Maryam Khan',
        email,
        phone: '',
        ageGroup: 'adult',
        level: 'beginner',
        goals: ['Conversation'],
        why: 'To speak with family.',
        schedule: ['Weekends'],
        consent: true,
      },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(201);
    expect(await outboxFor(email)).toHaveLength(1);
    fault.restore();
    fault = undefined;
    await deliverDueMail(later(1));
    await mailRelay().drain();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['We received your request']);
  });
});
