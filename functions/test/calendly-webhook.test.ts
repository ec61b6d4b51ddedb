import { beforeAll, describe, expect, it } from 'vitest';
import { inviteeCanceled, inviteeCreated } from '../../infra/local/calendly-deliveries';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

const HOUR = 3_600_000;
const inDays = (days: number, hour = 15) => {
  const date = new Date(Date.now() + days * 24 * HOUR);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

describe('POST /api/webhooks/calendly', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  const dashboardOf = async (token: string) => (await call('GET', '/api/me/dashboard', { token })).body;
  const balanceOf = async (token: string) =>
    (await call('GET', `/api/me/courses/${courseId}`, { token })).body.sessionsRemaining as number;

  function booking(student: { userId: string; email: string }, seed: string, start = inDays(3)) {
    return {
      seed,
      name: 'Amina Yusuf',
      email: student.email,
      start,
      tracking: portalTracking(student.userId, courseId),
      joinUrl: 'https://zoom.us/j/123456789',
    };
  }

  // Forged, stale and oversized deliveries: functions/test/webhook-inbox.test.ts.

  it('acknowledges events it does not handle at once, recording them as ignored', async () => {
    const answer = await deliver(call, { event: 'routing_form_submission.created', payload: {} });
    expect(answer).toMatchObject({ status: 200, body: { state: 'ignored', outcome: 'not_handled' } });
  });

  it('books: the booking with its details, one session off, a ledger entry; the dashboard shows it', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = inDays(2);
    const answer = await deliver(call, inviteeCreated(booking(student, `book-${crypto.randomUUID()}`, start)));
    expect(answer).toMatchObject({ status: 200, body: { event: 'invitee.created', outcome: 'booked' } });
    const dashboard = await dashboardOf(student.token);
    expect(dashboard.counters).toMatchObject({ sessionsRemaining: 2, upcoming: 1 });
    expect(dashboard.upcoming).toEqual([
      expect.objectContaining({
        courseId,
        status: 'scheduled',
        startTime: start.toISOString(),
        timezone: 'Europe/London',
        joinUrl: 'https://zoom.us/j/123456789',
        cancelUrl: expect.stringContaining('https://calendly.com/cancellations/'),
      }),
    ]);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('applies one event delivered five times once, answering 200 each time', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const event = inviteeCreated(booking(student, `retry-${crypto.randomUUID()}`));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(call, event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // One delivery in the inbox, applied once: every answer names it.
    expect(new Set(answers.map((a) => a.body.deliveryId)).size).toBe(1);
    expect(answers.map((a) => a.body.outcome)).toEqual(['booked', 'booked', 'booked', 'booked', 'booked']);
    expect(await balanceOf(student.token)).toBe(2);
    expect((await dashboardOf(student.token)).counters.upcoming).toBe(1);
  });

  it('takes exactly three of fifty simultaneous bookings on a balance of three; the rest wait for the team', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const run = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        deliver(call, inviteeCreated(booking(student, `rush-${run}-${index}`, inDays(3 + index)))),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => a.body.outcome);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'unmatched')).toHaveLength(47);
    expect(await balanceOf(student.token)).toBe(0);
    expect((await dashboardOf(student.token)).counters.upcoming).toBe(3);
    const notices = (await sentMail()).filter(
      (m) => m.subject.startsWith('Booking needs attention') && m.body.text?.includes(student.email),
    );
    expect(notices).toHaveLength(47);
    expect(notices[0]!.body.text).toContain('no sessions left');
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('never charges anyone for a booking reference edited to name another student', async () => {
    const victim = await studentWithSessions(call, admin, courseId, 2);
    const attacker = await studentWithSessions(call, admin, courseId, 1);
    const forged = portalTracking(attacker.userId, courseId);
    forged.utm_content = `${victim.userId}.${forged.utm_content.split('.')[1]}`;
    const answer = await deliver(
      call,
      inviteeCreated({ ...booking(attacker, `forged-${crypto.randomUUID()}`), tracking: forged }),
    );
    // It names no student the portal signed for: kept for the team's review, nobody charged.
    expect(answer.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    expect(await balanceOf(victim.token)).toBe(2);
    expect(await balanceOf(attacker.token)).toBe(1);
    // Another course named in utm_campaign with a reference made for this one does not match either.
    const otherCourse = await publishedCourse(call, admin);
    const moved = await deliver(
      call,
      inviteeCreated({
        ...booking(attacker, `campaign-${crypto.randomUUID()}`),
        tracking: { ...portalTracking(attacker.userId, courseId), utm_campaign: otherCourse },
      }),
    );
    expect(moved.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    // No reference at all (a booking made outside the portal) is kept for the team.
    const outside = await deliver(
      call,
      inviteeCreated({ ...booking(attacker, `outside-${crypto.randomUUID()}`), tracking: {} }),
    );
    expect(outside.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    expect(await balanceOf(attacker.token)).toBe(1);
  });

  it('lets a parent book with their own e-mail on the child’s reference', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const answer = await deliver(
      call,
      inviteeCreated({
        ...booking(student, `parent-${crypto.randomUUID()}`),
        email: 'parent@example.com',
        name: 'Parent',
      }),
    );
    expect(answer.body.outcome).toBe('booked');
    expect(await balanceOf(student.token)).toBe(0);
  });

  it('returns the session for a cancellation at least 24 hours ahead or by the host, not for a late one', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const early = booking(student, `early-${crypto.randomUUID()}`, inDays(3));
    const late = booking(student, `late-${crypto.randomUUID()}`, new Date(Date.now() + 5 * HOUR));
    const byHost = booking(student, `host-${crypto.randomUUID()}`, new Date(Date.now() + 2 * HOUR));
    for (const b of [early, late, byHost]) expect((await deliver(call, inviteeCreated(b))).body.outcome).toBe('booked');
    expect(await balanceOf(student.token)).toBe(0);

    expect((await deliver(call, inviteeCanceled(early))).body.outcome).toBe('canceled_refunded');
    expect((await deliver(call, inviteeCanceled(late))).body.outcome).toBe('canceled_kept');
    expect((await deliver(call, inviteeCanceled(byHost, { canceler: 'host' }))).body.outcome).toBe('canceled_refunded');
    // A repeated cancellation changes nothing.
    expect((await deliver(call, inviteeCanceled(early))).body.outcome).toBe('replay');
    expect(await balanceOf(student.token)).toBe(2);
    expect((await dashboardOf(student.token)).counters.upcoming).toBe(0);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('moves a rescheduled booking at no cost, whichever of the two deliveries comes first', async () => {
    for (const order of ['canceled first', 'created first'] as const) {
      const student = await studentWithSessions(call, admin, courseId, 2);
      const run = crypto.randomUUID();
      const original = booking(student, `resched-${run}-old`, inDays(4));
      const moved = booking(student, `resched-${run}-new`, inDays(6, 10));
      expect((await deliver(call, inviteeCreated(original))).body.outcome).toBe('booked');
      const canceled = inviteeCanceled(original, { newInviteeSeed: moved.seed });
      const created = inviteeCreated(moved, { oldInviteeSeed: original.seed });
      for (const event of order === 'canceled first' ? [canceled, created] : [created, canceled]) {
        expect((await deliver(call, event)).status).toBe(200);
      }
      const dashboard = await dashboardOf(student.token);
      expect(dashboard.counters, order).toMatchObject({ sessionsRemaining: 1, upcoming: 1 });
      expect(
        dashboard.upcoming.map((b: { startTime: string }) => b.startTime),
        order,
      ).toEqual([moved.start.toISOString()]);
      // The booking can still be canceled under its new invitee, and the session comes back.
      expect((await deliver(call, inviteeCanceled(moved))).body.outcome, order).toBe('canceled_refunded');
      expect(await balanceOf(student.token), order).toBe(2);
    }
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('charges nothing when the cancellation arrives before its booking', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const b = booking(student, `order-${crypto.randomUUID()}`);
    expect((await deliver(call, inviteeCanceled(b))).status).toBe(200);
    expect((await deliver(call, inviteeCreated(b))).body.outcome).toBe('canceled_before_created');
    expect(await balanceOf(student.token)).toBe(1);
  });

  it('cancels a rescheduled booking whose new time was canceled before it arrived', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const run = crypto.randomUUID();
    const original = booking(student, `gone-${run}-old`, inDays(4));
    const moved = booking(student, `gone-${run}-new`, inDays(5));
    expect((await deliver(call, inviteeCreated(original))).body.outcome).toBe('booked');
    expect((await deliver(call, inviteeCanceled(moved))).status).toBe(200);
    const late = await deliver(call, inviteeCreated(moved, { oldInviteeSeed: original.seed }));
    expect(late.body.outcome).toBe('canceled_before_created');
    expect(await balanceOf(student.token)).toBe(1);
    expect((await dashboardOf(student.token)).counters.upcoming).toBe(0);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('charges once when the new time of a reschedule arrives before the original booking', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const run = crypto.randomUUID();
    const original = booking(student, `early-new-${run}-old`, inDays(4));
    const moved = booking(student, `early-new-${run}-new`, inDays(5));
    // The original's first delivery failed; the new time comes first, then the retry, then the cancel.
    expect((await deliver(call, inviteeCreated(moved, { oldInviteeSeed: original.seed }))).body.outcome).toBe('booked');
    expect((await deliver(call, inviteeCreated(original))).body.outcome).toBe('booked');
    const canceled = await deliver(call, inviteeCanceled(original, { newInviteeSeed: moved.seed }));
    expect(canceled.body.outcome).toBe('canceled_refunded');
    expect(await balanceOf(student.token)).toBe(1);
    const dashboard = await dashboardOf(student.token);
    expect(dashboard.upcoming.map((b: { startTime: string }) => b.startTime)).toEqual([moved.start.toISOString()]);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('keeps a booking of an unknown student for review, and one of a student who cannot book as unmatched', async () => {
    const stranger = { userId: crypto.randomUUID(), email: 'nobody@example.com' };
    const unknown = await deliver(call, inviteeCreated(booking(stranger, `unknown-${crypto.randomUUID()}`)));
    expect(unknown.body).toMatchObject({ state: 'needs_review', reason: 'no_student' });
    const student = await studentWithSessions(call, admin, courseId, 1);
    await call('PATCH', `/api/admin/students/${student.userId}`, {
      token: admin,
      body: { status: 'on_hold', version: 0 },
    });
    const held = await deliver(call, inviteeCreated(booking(student, `held-${crypto.randomUUID()}`)));
    expect(held.body).toMatchObject({ state: 'processed', outcome: 'unmatched' });
    expect(await balanceOf(student.token)).toBe(1);
  });
});
