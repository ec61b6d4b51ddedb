import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  earlyInviteeCanceled,
  inviteeCreated,
  inviteeNoShow,
  signedDelivery,
} from '../../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../../infra/local/local-config';
import { processStoredDeliveries } from '../../infra/local/worker-relays';
import { signCalendlyBody } from '../src/adapters/calendly/calendly-signature';
import { calendlyDeliveryId } from '../src/adapters/calendly/receive-delivery';
import { APPLY_ATTEMPTS } from '../src/core/inbox/webhook-inbox';
import * as Delivery from '../src/db/entities/webhook-delivery';
import { awsError, forceFault, stall, type Fault } from './support/faults';
import { sentMail, useGateway, userWithGroup, workersDone } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { tableSnapshot } from './support/table-snapshot';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(15, 0, 0, 0);
  return date;
};

/**
 * The webhook inbox against the local stack: every signed delivery is stored and answered 2xx,
 * whatever it holds; processing it is the worker's (the test gateway runs it before answering,
 * as the stream would right after); what cannot be used waits for the team.
 */
describe('the webhook inbox', () => {
  const call = useGateway();
  let fault: Fault | undefined;
  afterEach(() => {
    fault?.restore();
    fault = undefined;
  });
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  const balanceOf = async (token: string) =>
    (await call('GET', `/api/me/courses/${courseId}`, { token })).body.sessionsRemaining as number;
  const bookingOf = (student: { userId: string; email: string }, seed: string, start = inDays(4)) =>
    inviteeCreated({
      seed,
      name: 'Amina Yusuf',
      email: student.email,
      start,
      tracking: portalTracking(student.userId, courseId),
    });

  it('reads the early cancellation shape (no scheduled_event, no cancellation, name null): the session returns', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const seed = `early-${crypto.randomUUID()}`;
    expect((await deliver(call, bookingOf(student, seed))).body.outcome).toBe('booked');
    expect(await balanceOf(student.token)).toBe(1);
    const canceled = await deliver(call, earlyInviteeCanceled({ seed, email: student.email }));
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      event: 'invitee.canceled',
      state: 'processed',
      outcome: 'canceled_refunded',
    });
    expect(await balanceOf(student.token)).toBe(2);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('judges a cancellation by when it arrived, not by when it is processed (a sweep, a late "process again")', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const seed = `late-${crypto.randomUUID()}`;
    const start = new Date(Date.now() + 23 * 3_600_000);
    expect((await deliver(call, bookingOf(student, seed, start))).body.outcome).toBe('booked');
    // It arrived 25 hours before the lesson (without a cancellation time, as early payloads are)
    // and is processed only now, 23 hours before it: still in time, the session comes back.
    const body = JSON.stringify(earlyInviteeCanceled({ seed, email: student.email }));
    const id = calendlyDeliveryId(body);
    await Delivery.putReceived({
      id,
      provider: 'calendly',
      event: 'invitee.canceled',
      rawBody: body,
      headers: {},
      receivedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    await processStoredDeliveries([id]);
    expect(await Delivery.get(id, true)).toMatchObject({ state: 'processed', outcome: 'canceled_refunded' });
    expect(await balanceOf(student.token)).toBe(2);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('records a no-show and an event type it does not handle as ignored, answering 2xx', async () => {
    const noShow = await deliver(call, inviteeNoShow(`no-show-${crypto.randomUUID()}`));
    expect(noShow.status).toBe(200);
    expect(noShow.body).toMatchObject({ event: 'invitee_no_show.created', state: 'ignored', outcome: 'no_show' });
    const routing = await deliver(call, {
      event: 'routing_form_submission.created',
      created_at: new Date().toISOString(),
      payload: { uri: 'https://api.calendly.com/routing_form_submissions/R1', questions_and_answers: [] },
    });
    expect(routing.status).toBe(200);
    expect(routing.body).toMatchObject({ state: 'ignored', outcome: 'not_handled' });
  });

  it('books a delivery whose name is null, under the invitee’s e-mail', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const event = bookingOf(student, `null-name-${crypto.randomUUID()}`);
    (event.payload as { name: string | null }).name = null;
    const answer = await deliver(call, event);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'processed', outcome: 'booked' });
    expect(await balanceOf(student.token)).toBe(0);
  });

  it('keeps a booking whose student does not exist for review, with the reason, and tells the team', async () => {
    const stranger = { userId: crypto.randomUUID(), email: `stranger-${crypto.randomUUID()}@example.com` };
    const answer = await deliver(call, bookingOf(stranger, `stranger-${crypto.randomUUID()}`));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    const listed = await call('GET', '/api/admin/bookings/deliveries?limit=100', { token: admin });
    const row = listed.body.items.find((item: { id: string }) => item.id === answer.body.deliveryId);
    expect(row).toMatchObject({
      event: 'invitee.created',
      state: 'needs_review',
      reason: 'no_student',
      inviteeEmail: stranger.email,
      inviteeName: 'Amina Yusuf',
    });
    expect(row.reasonText).toContain('names no student');
    const mails = await sentMail();
    expect(mails.some((mail) => mail.body.text?.includes(stranger.email))).toBe(true);
  });

  it('stores a delivery it cannot read at all, answers 2xx, and shows the raw body to the team', async () => {
    const body = '{"event":"invitee.created","payload":{"uri":"not a uri"}}';
    const answer = await deliver(call, JSON.parse(body));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'needs_review', reason: 'unreadable' });
    expect(answer.body.detail).toContain('payload.uri');
    const detail = await call('GET', `/api/admin/bookings/deliveries/${answer.body.deliveryId}`, { token: admin });
    expect(detail.body.rawBody).toBe(body);
    expect(detail.body.headers['signature-timestamp']).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Not even JSON, but signed: kept too.
    const raw = '{"event":';
    const timestamp = Math.floor(Date.now() / 1000);
    const broken = await call('POST', '/api/webhooks/calendly', {
      rawBody: raw,
      headers: { 'calendly-webhook-signature': signCalendlyBody(raw, LOCAL_WEBHOOK_SIGNING_KEY, timestamp) },
    });
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ event: null });
    expect(await Delivery.get(broken.body.deliveryId, true)).toMatchObject({
      state: 'needs_review',
      reason: 'unreadable',
    });
  });

  it('makes one record and at most one balance change of the same delivery sent five times at once', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const event = bookingOf(student, `five-${crypto.randomUUID()}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(call, event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.deliveryId as string));
    expect(ids).toEqual(new Set([calendlyDeliveryId(JSON.stringify(event))]));
    const record = await Delivery.get([...ids][0]!, true);
    expect(record).toMatchObject({ state: 'processed', outcome: 'booked', attempts: 1 });
    expect(await balanceOf(student.token)).toBe(2);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('keeps a delivery that fails while applying for review (2xx), and "process again" applies it exactly once', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    fault = forceFault('dynamodb', TransactWriteCommand, awsError('InternalServerError', 'Internal server error'), {
      times: APPLY_ATTEMPTS,
    });
    const answer = await deliver(call, bookingOf(student, `fails-${crypto.randomUUID()}`));
    fault.restore();
    // Tried again in the run (a failure that may pass), then kept for the team.
    expect(fault.failures()).toBe(APPLY_ATTEMPTS);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'needs_review', reason: 'failed' });
    expect(answer.body.detail).toContain('Internal server error');
    expect(await balanceOf(student.token)).toBe(2);
    const dashboard = await call('GET', '/api/admin/dashboard', { token: admin });
    expect(dashboard.body.deliveriesToReview).toBeGreaterThanOrEqual(1);

    const id = answer.body.deliveryId as string;
    // Its reference names the student: the team cannot link it to anyone else.
    const redirected = await call('POST', `/api/admin/bookings/deliveries/${id}/link`, {
      token: admin,
      body: { studentId: student.userId, courseId },
    });
    expect(redirected.status).toBe(409);
    expect(redirected.body.error.message).toBe('Only a booking that names no student can be linked to one.');
    const again = await call('POST', `/api/admin/bookings/deliveries/${id}/process`, { token: admin, body: {} });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: 'processed', outcome: 'booked' });
    expect(await balanceOf(student.token)).toBe(1);
    // A second click, or a colleague's: refused, nothing applied twice.
    const twice = await call('POST', `/api/admin/bookings/deliveries/${id}/process`, { token: admin, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This delivery is not waiting for review.');
    expect(await balanceOf(student.token)).toBe(1);
    // The same delivery from Calendly again (its retry) changes nothing either.
    const retried = await deliver(call, JSON.parse(again.body.rawBody));
    expect(retried.body).toMatchObject({ state: 'processed', outcome: 'booked' });
    expect(await balanceOf(student.token)).toBe(1);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('links the student of a booking that named none; processing it again takes one session', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const event = inviteeCreated({
      seed: `outside-${crypto.randomUUID()}`,
      name: 'A Parent',
      email: `parent-${crypto.randomUUID()}@example.com`,
      start: inDays(5),
      tracking: {},
    });
    const answer = await deliver(call, event);
    expect(answer.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    expect(answer.body.detail).toContain('no portal booking reference');
    const id = answer.body.deliveryId as string;
    const unknown = await call('POST', `/api/admin/bookings/deliveries/${id}/link`, {
      token: admin,
      body: { studentId: crypto.randomUUID(), courseId },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ studentId: 'Student not found' });
    const linked = await call('POST', `/api/admin/bookings/deliveries/${id}/link`, {
      token: admin,
      body: { studentId: student.userId, courseId },
    });
    expect(linked.body).toMatchObject({ state: 'needs_review', link: { studentId: student.userId, courseId } });
    const processed = await call('POST', `/api/admin/bookings/deliveries/${id}/process`, { token: admin, body: {} });
    expect(processed.body).toMatchObject({ state: 'processed', outcome: 'booked' });
    expect(await balanceOf(student.token)).toBe(1);
    const listed = await call('GET', '/api/admin/bookings/deliveries?limit=100', { token: admin });
    expect(listed.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const activity = await call('GET', '/api/admin/activity?limit=20', { token: admin });
    expect(
      activity.body.items.map((entry: { action: string; entityId: string }) => [entry.action, entry.entityId]),
    ).toEqual(
      expect.arrayContaining([
        ['link', id],
        ['process', id],
      ]),
    );
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('dismisses a delivery with the reason; it leaves the list and cannot be processed after', async () => {
    const answer = await deliver(
      call,
      inviteeCreated({
        seed: `dismiss-${crypto.randomUUID()}`,
        name: 'Test',
        email: 'test@example.com',
        start: inDays(3),
        tracking: {},
      }),
    );
    const id = answer.body.deliveryId as string;
    const dismissed = await call('POST', `/api/admin/bookings/deliveries/${id}/dismiss`, {
      token: admin,
      body: { reason: 'A test booking of the tutor.' },
    });
    expect(dismissed.body).toMatchObject({
      state: 'dismissed',
      reason: 'no_student',
      dismissReason: 'A test booking of the tutor.',
    });
    const empty = await call('POST', `/api/admin/bookings/deliveries/${id}/dismiss`, {
      token: admin,
      body: { reason: '' },
    });
    expect(empty.status).toBe(400);
    expect(
      (await call('POST', `/api/admin/bookings/deliveries/${id}/process`, { token: admin, body: {} })).status,
    ).toBe(409);
    expect((await call('GET', `/api/admin/bookings/deliveries/${'f'.repeat(64)}`, { token: admin })).status).toBe(404);
  });

  it('refuses forged, stale and oversized deliveries (401/413) and writes nothing', async () => {
    const event = inviteeCreated({
      seed: `forged-${crypto.randomUUID()}`,
      name: 'X',
      email: 'x@example.com',
      start: inDays(2),
    });
    const before = await tableSnapshot();
    const good = signedDelivery(event, LOCAL_WEBHOOK_SIGNING_KEY);
    const attempts = [
      { body: good.body, headers: { ...good.headers, 'calendly-webhook-signature': 't=1,v1=00' } },
      signedDelivery(event, LOCAL_WEBHOOK_SIGNING_KEY, Math.floor(Date.now() / 1000) - 4 * 60),
      signedDelivery(event, 'someone-elses-key'),
      { body: good.body.replace('"X"', '"Y"'), headers: good.headers },
      { body: good.body, headers: { 'content-type': 'application/json' } },
    ];
    for (const attempt of attempts) {
      const answer = await call('POST', '/api/webhooks/calendly', { rawBody: attempt.body, headers: attempt.headers });
      expect(answer.status).toBe(401);
    }
    const huge = signedDelivery({ ...event, padding: 'x'.repeat(70_000) }, LOCAL_WEBHOOK_SIGNING_KEY);
    const oversized = await call('POST', '/api/webhooks/calendly', { rawBody: huge.body, headers: huge.headers });
    expect(oversized.status).toBe(413);
    expect(await tableSnapshot()).toEqual(before);
  });

  describe('with the mail service stalled', () => {
    // As in AWS and under `npm start`: the answer goes before the workers run.
    const callFirst = useGateway({ workers: 'background' });

    it('answers a booking delivery within a second; the confirmation arrives once the service is back', async () => {
      const student = await studentWithSessions(call, admin, courseId, 1);
      const booked = (mails: { subject: string; destination: { to: string[] } }[]) =>
        mails.filter((mail) => mail.destination.to.includes(student.email) && mail.subject.startsWith('Lesson booked'));
      expect(booked(await sentMail())).toEqual([]);
      const stalled = stall('ses', SendEmailCommand, 3_000);
      fault = stalled;
      const started = Date.now();
      const event = bookingOf(student, `stalled-${crypto.randomUUID()}`);
      const signed = signedDelivery(event, LOCAL_WEBHOOK_SIGNING_KEY);
      const answer = await callFirst('POST', '/api/webhooks/calendly', {
        rawBody: signed.body,
        headers: signed.headers,
      });
      const answeredIn = Date.now() - started;
      expect(answer.status).toBe(200);
      expect(answeredIn).toBeLessThan(1_000);
      // The booking is applied meanwhile, its confirmation waiting in the outbox for the mail service.
      await expect.poll(() => balanceOf(student.token), { timeout: 5_000 }).toBe(0);
      await expect.poll(() => stalled.failures(), { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      stalled.release();
      await workersDone();
      expect(booked(await sentMail())).toHaveLength(1);
    });
  });
});
