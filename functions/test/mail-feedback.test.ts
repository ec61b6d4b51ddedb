import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { SNSEvent } from 'aws-lambda';
import { suppressionMessages } from '@app/shared/admin/mail';
import { handler as recordFeedback } from '../src/handlers/events/record-mail-feedback';
import { sentMail, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';
import { awsError, forceFault, type Fault } from './support/faults';
import { activePackage, signUpStudent } from './support/student-fixtures';

/** SES's feedback as its SNS topic delivers it (configuration-set event publishing). */
function snsOf(...messages: unknown[]): SNSEvent {
  return {
    Records: messages.map((message) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:eu-west-1:123456789012:feedback:1',
      Sns: {
        Message: typeof message === 'string' ? message : JSON.stringify(message),
      } as SNSEvent['Records'][0]['Sns'],
    })),
  };
}
const bounce = (email: string, bounceType: 'Permanent' | 'Transient') => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: 'General',
    timestamp: '2026-11-20T10:00:00.000Z',
    bouncedRecipients: [{ emailAddress: email, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
  },
  mail: { destination: [email] },
});
const complaint = (email: string) => ({
  eventType: 'Complaint',
  complaint: { timestamp: '2026-11-21T09:00:00.000Z', complainedRecipients: [{ emailAddress: email }] },
});

describe('bounces and complaints', () => {
  const call = useGateway();
  let admin: string;
  let fault: Fault | undefined;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  afterEach(() => {
    fault?.restore();
    fault = undefined;
  });

  it('a permanent bounce stops the school mailing the address, and the team sees it on the student page', async () => {
    const student = await signUpStudent(call);
    await recordFeedback(snsOf(bounce(student.email.toUpperCase(), 'Permanent')));
    const detail = await call('GET', `/api/admin/students/${student.userId}`, { token: admin });
    expect(detail.body.mailSuppression).toEqual({
      email: student.email.toLowerCase(),
      reason: 'bounce',
      at: '2026-11-20T10:00:00.000Z',
      detail: 'smtp; 550 5.1.1 user unknown',
    });

    // The next mail to that address is not sent: it is listed for the team, with the reason.
    fault = forceFault('ses', SendEmailCommand, awsError('ShouldNotBeCalled'));
    // A mail to the suppressed student: they ask for a package (the confirmation goes to them, the
    // notice to the team's inbox).
    const pkg = await activePackage(2);
    const asked = await call('POST', '/api/me/package-requests', { token: student.token, body: { packageId: pkg.id } });
    expect(asked.status).toBe(201);
    const failed = await call('GET', '/api/admin/mail/failed?limit=100', { token: admin });
    const mine = failed.body.items.filter((mail: { to: string }) => mail.to === student.email);
    expect(mine).toEqual([
      expect.objectContaining({
        subject: 'We received your package request',
        lastError: expect.stringContaining(suppressionMessages.notSent),
        attempts: 1,
      }),
    ]);
    // Only the team's notice was handed to SES (and failed, forced); nothing for the suppressed address.
    expect(fault.failures()).toBe(1);
  });

  it('the leads list says which leads the school no longer mails', async () => {
    const email = `bounced-lead-${crypto.randomUUID()}@example.com`;
    const lead = await call('POST', '/api/leads', {
      body: { ...intakeAnswers, fullName: 'Hamza Bounced', email, phone: '', consent: true },
      headers: visitorHeaders(),
    });
    expect(lead.status).toBe(201);
    await recordFeedback(snsOf(bounce(email, 'Permanent')));
    const list = await call('GET', `/api/admin/leads?q=${encodeURIComponent(email)}`, { token: admin });
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: lead.body.id, mailSuppression: expect.objectContaining({ reason: 'bounce' }) }),
    ]);
    const others = await call('GET', '/api/admin/leads?limit=5', { token: admin });
    for (const other of others.body.items.filter((item: { email: string }) => item.email !== email)) {
      expect(other.mailSuppression).toBeNull();
    }
  });

  it('a complaint suppresses the address too; a transient bounce and other events change nothing', async () => {
    const complained = await signUpStudent(call);
    const fullMailbox = await signUpStudent(call);
    await recordFeedback(
      snsOf(complaint(complained.email), bounce(fullMailbox.email, 'Transient'), { eventType: 'Delivery' }, 'not json'),
    );
    const first = await call('GET', `/api/admin/students/${complained.userId}`, { token: admin });
    expect(first.body.mailSuppression).toMatchObject({ reason: 'complaint', detail: null });
    const second = await call('GET', `/api/admin/students/${fullMailbox.userId}`, { token: admin });
    expect(second.body.mailSuppression).toBeNull();
    expect((await sentMail()).length).toBeGreaterThan(0);
  });
});
