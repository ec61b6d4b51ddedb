import { beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { inviteeCanceled, inviteeCreated } from '../../infra/local/calendly-deliveries';
import { db, tableName } from '../src/db/client';
import { runCreditExpiry } from '../src/core/credits/credit-expiry';
import { deliverQueuedMail, sentMail as allSentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import {
  activePackage,
  deliver,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inHours = (hours: number) => {
  const date = new Date(Date.now() + hours * HOUR);
  date.setUTCSeconds(0, 0);
  return date;
};

type Student = Awaited<ReturnType<typeof signUpStudent>>;

/** The mails sent to one address, with their text. */
const sentMail = async (email: string) =>
  (await allSentMail())
    .filter((mail) => mail.destination.to.includes(email))
    .map((mail) => ({ subject: mail.subject, text: mail.body.text ?? '' }));

describe('credits as purchases', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
  });

  const dashboardOf = async (student: Student) =>
    (await call('GET', '/api/me/dashboard', { token: student.token })).body;
  const balanceOf = async (student: Student) => {
    const balance = (await dashboardOf(student)).balances.find((b: { courseId: string }) => b.courseId === courseId);
    return (balance?.sessionsRemaining ?? 0) as number;
  };
  const lesson = (student: Student, seed: string, start: Date) => ({
    seed,
    name: 'Amina Yusuf',
    email: student.email,
    start,
    tracking: portalTracking(student.userId, courseId),
  });
  /** Asks for a package and has it approved: the purchase's lot. */
  async function buy(student: Student, pkg: { id: string }) {
    const asked = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId },
    });
    expect(asked.status).toBe(201);
    const approved = await call('POST', `/api/admin/package-requests/${asked.body.id}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    return asked.body.id as string;
  }
  const ledgerOf = async (student: Student) =>
    (await call('GET', `/api/admin/students/${student.userId}`, { token: admin })).body.ledger as {
      type: string;
      amount: number;
      lotId: string | null;
      bookingId: string | null;
    }[];

  describe('the 24-hour rule follows the lesson', () => {
    it('a lesson moved less than 24 hours before it keeps its session used: cancelling the new time returns nothing', async () => {
      const student = await studentWithSessions(call, admin, courseId, 3);
      const run = crypto.randomUUID();
      const soon = lesson(student, `late-${run}-old`, inHours(2));
      const nextWeek = lesson(student, `late-${run}-new`, inHours(7 * 24));
      expect((await deliver(call, inviteeCreated(soon))).body.outcome).toBe('booked');
      expect(await balanceOf(student)).toBe(2);
      // Moved through the scheduling page 2 hours before the lesson, to next week.
      expect((await deliver(call, inviteeCanceled(soon, { newInviteeSeed: nextWeek.seed }))).body.outcome).toBe(
        'rescheduling',
      );
      expect((await deliver(call, inviteeCreated(nextWeek, { oldInviteeSeed: soon.seed }))).body.outcome).toBe(
        'rescheduled',
      );
      const [upcoming] = (await dashboardOf(student)).upcoming;
      expect(upcoming).toMatchObject({ startTime: nextWeek.start.toISOString(), sessionUsed: true });
      // A week ahead, the cancellation would be free, but the late move already used the session.
      expect((await deliver(call, inviteeCanceled(nextWeek))).body.outcome).toBe('canceled_kept');
      expect(await balanceOf(student)).toBe(2);
      const mails = await sentMail(student.email);
      expect(mails.some((mail) => mail.subject.startsWith('Lesson moved:') && /counts as used/.test(mail.text))).toBe(
        true,
      );
      expect(mails.some((mail) => /moved less than 24 hours before the time it had then/.test(mail.text))).toBe(true);
      expect((await auditLedger()).problems).toEqual([]);
    });

    it('the same move, its two deliveries in the other order, is judged the same way', async () => {
      const student = await studentWithSessions(call, admin, courseId, 3);
      const run = crypto.randomUUID();
      const soon = lesson(student, `order-${run}-old`, inHours(3));
      const later = lesson(student, `order-${run}-new`, inHours(5 * 24));
      expect((await deliver(call, inviteeCreated(soon))).body.outcome).toBe('booked');
      expect((await deliver(call, inviteeCreated(later, { oldInviteeSeed: soon.seed }))).body.outcome).toBe(
        'rescheduled',
      );
      expect((await deliver(call, inviteeCanceled(soon, { newInviteeSeed: later.seed }))).status).toBe(200);
      expect((await deliver(call, inviteeCanceled(later))).body.outcome).toBe('canceled_kept');
      expect(await balanceOf(student)).toBe(2);
    });

    it('a late move whose new time was canceled before it arrived returns nothing either', async () => {
      const student = await studentWithSessions(call, admin, courseId, 3);
      const run = crypto.randomUUID();
      const soon = lesson(student, `gone-${run}-old`, inHours(2));
      const later = lesson(student, `gone-${run}-new`, inHours(6 * 24));
      expect((await deliver(call, inviteeCreated(soon))).body.outcome).toBe('booked');
      // The new time's cancellation first, then its creation; the old time's notice last.
      expect((await deliver(call, inviteeCanceled(later))).status).toBe(200);
      expect((await deliver(call, inviteeCreated(later, { oldInviteeSeed: soon.seed }))).body.outcome).toBe(
        'canceled_before_created',
      );
      await deliver(call, inviteeCanceled(soon, { newInviteeSeed: later.seed }));
      expect(await balanceOf(student)).toBe(2);
      expect((await auditLedger()).problems).toEqual([]);
    });

    it('a late move whose new time was booked on its own first: the student pays once, and the session stays used', async () => {
      const student = await studentWithSessions(call, admin, courseId, 3);
      const run = crypto.randomUUID();
      const soon = lesson(student, `super-${run}-old`, inHours(2));
      const later = lesson(student, `super-${run}-new`, inHours(6 * 24));
      expect((await deliver(call, inviteeCreated(later, { oldInviteeSeed: soon.seed }))).body.outcome).toBe('booked');
      expect((await deliver(call, inviteeCreated(soon))).body.outcome).toBe('booked');
      expect((await deliver(call, inviteeCanceled(soon, { newInviteeSeed: later.seed }))).body.outcome).toBe(
        'canceled_refunded',
      );
      expect(await balanceOf(student)).toBe(2);
      // Moved 2 hours before: cancelling the new time a week ahead returns nothing.
      expect((await deliver(call, inviteeCanceled(later))).body.outcome).toBe('canceled_kept');
      expect(await balanceOf(student)).toBe(2);
      expect((await auditLedger()).problems).toEqual([]);
    });

    it('moves made a day or more ahead stay free, however many; the host always gives the session back', async () => {
      const student = await studentWithSessions(call, admin, courseId, 2);
      const run = crypto.randomUUID();
      const times = [inHours(72), inHours(96), inHours(120)].map((start, i) =>
        lesson(student, `free-${run}-${i}`, start),
      );
      expect((await deliver(call, inviteeCreated(times[0]!))).body.outcome).toBe('booked');
      for (const [from, to] of [
        [times[0]!, times[1]!],
        [times[1]!, times[2]!],
      ] as const) {
        await deliver(call, inviteeCanceled(from, { newInviteeSeed: to.seed }));
        expect((await deliver(call, inviteeCreated(to, { oldInviteeSeed: from.seed }))).body.outcome).toBe(
          'rescheduled',
        );
      }
      expect((await dashboardOf(student)).upcoming[0].sessionUsed).toBeUndefined();
      expect((await deliver(call, inviteeCanceled(times[2]!))).body.outcome).toBe('canceled_refunded');
      expect(await balanceOf(student)).toBe(2);

      // A late move, then the tutor cancels: the session comes back all the same.
      const soon = lesson(student, `host-${run}-old`, inHours(5));
      const moved = lesson(student, `host-${run}-new`, inHours(48));
      await deliver(call, inviteeCreated(soon));
      await deliver(call, inviteeCanceled(soon, { newInviteeSeed: moved.seed }));
      await deliver(call, inviteeCreated(moved, { oldInviteeSeed: soon.seed }));
      expect((await deliver(call, inviteeCanceled(moved, { canceler: 'host' }))).body.outcome).toBe(
        'canceled_refunded',
      );
      expect(await balanceOf(student)).toBe(2);
      expect((await auditLedger()).problems).toEqual([]);
    });
  });

  describe('refunds from lots', () => {
    it('refunds only what a purchase still holds, at its own price; used and free sessions are never paid back', async () => {
      const student = await signUpStudent(call);
      const starter = await activePackage(4, 10_000);
      const intensive = await activePackage(16, 32_000);
      const starterId = await buy(student, starter);
      const run = crypto.randomUUID();
      for (let i = 0; i < 4; i += 1) {
        const outcome = (await deliver(call, inviteeCreated(lesson(student, `use-${run}-${i}`, inHours(48 + i * 24)))))
          .body.outcome;
        expect(outcome).toBe('booked');
      }
      const intensiveId = await buy(student, intensive);
      // A goodwill grant of 2 sessions.
      const granted = await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: admin,
        body: { courseId, amount: 2, reason: 'Goodwill after a missed lesson' },
      });
      expect(granted.body).toEqual({ sessionsRemaining: 18 });

      const dashboard = await dashboardOf(student);
      // Starter's 4 were booked from its own lot (the oldest): nothing of it is refundable.
      expect(dashboard.refundable).toEqual([
        expect.objectContaining({
          packageRequestId: intensiveId,
          sessions: 16,
          pricePerSessionUsd: 20,
          amountUsd: 320,
        }),
      ]);
      const course = dashboard.balances.find((b: { courseId: string }) => b.courseId === courseId);
      expect(course.lots).toEqual([
        expect.objectContaining({ id: intensiveId, kind: 'purchase', sessionsBought: 16, sessionsLeft: 16 }),
        expect.objectContaining({ kind: 'grant', sessionsBought: 2, sessionsLeft: 2 }),
      ]);
      const starterRefund = await call('POST', '/api/me/refund-requests', {
        token: student.token,
        body: { packageRequestId: starterId },
      });
      expect(starterRefund).toMatchObject({
        status: 409,
        body: { error: { message: 'There are no unused sessions of this purchase to refund.' } },
      });
      const asked = await call('POST', '/api/me/refund-requests', {
        token: student.token,
        body: { packageRequestId: intensiveId },
      });
      expect(asked).toMatchObject({ status: 201, body: { sessions: 16, amountUsd: 320 } });
      expect((await dashboardOf(student)).pendingRefunds).toEqual([
        expect.objectContaining({ id: asked.body.id, sessions: 16, amountUsd: 320 }),
      ]);
      const approved = await call('POST', `/api/admin/refund-requests/${asked.body.id}/approve`, {
        token: admin,
        body: {},
      });
      expect(approved.status).toBe(200);
      // $320 back for $420 paid after 4 lessons; the 2 free sessions stay, not refundable.
      const after = await dashboardOf(student);
      expect(after.pendingRefunds).toEqual([]);
      expect(after.refundable).toEqual([]);
      expect(await balanceOf(student)).toBe(2);
      const refundEntry = (await ledgerOf(student)).find((entry) => entry.type === 'unused_refund')!;
      expect(refundEntry).toMatchObject({ amount: -16, lotId: intensiveId });
      expect((await auditLedger()).problems).toEqual([]);
    });

    it('a refund approved after a booking took from the same purchase is refused: the lot no longer holds them', async () => {
      const student = await signUpStudent(call);
      const requestId = await buy(student, await activePackage(3, 7_500));
      const asked = await call('POST', '/api/me/refund-requests', {
        token: student.token,
        body: { packageRequestId: requestId },
      });
      expect(asked.body.sessions).toBe(3);
      await deliver(call, inviteeCreated(lesson(student, `race-${crypto.randomUUID()}`, inHours(50))));
      const approved = await call('POST', `/api/admin/refund-requests/${asked.body.id}/approve`, {
        token: admin,
        body: {},
      });
      expect(approved.status).toBe(409);
      expect(await balanceOf(student)).toBe(2);
      expect((await auditLedger()).problems).toEqual([]);
    });
  });

  describe('lots in use order', () => {
    it('a booking takes from the lot that expires first, and a returned session goes back to it', async () => {
      const student = await signUpStudent(call);
      const forever = await buy(student, await activePackage(2, 5_000));
      const expiring = await buy(student, await activePackage(2, 4_000, 30));
      const seed = `order-${crypto.randomUUID()}`;
      const booked = lesson(student, seed, inHours(72));
      expect((await deliver(call, inviteeCreated(booked))).body.outcome).toBe('booked');
      let lots = (await dashboardOf(student)).balances[0].lots as {
        id: string;
        sessionsLeft: number;
        expiresAt: string;
      }[];
      // Listed in use order: the expiring purchase first, though it was approved second.
      expect(lots.map((lot) => [lot.id, lot.sessionsLeft])).toEqual([
        [expiring, 1],
        [forever, 2],
      ]);
      expect(lots[0]!.expiresAt).toMatch(/T23:59:59\.999Z$/);
      expect((await ledgerOf(student)).find((entry) => entry.type === 'booking')!.lotId).toBe(expiring);
      expect((await deliver(call, inviteeCanceled(booked))).body.outcome).toBe('canceled_refunded');
      lots = (await dashboardOf(student)).balances[0].lots;
      expect(lots.map((lot) => [lot.id, lot.sessionsLeft])).toEqual([
        [expiring, 2],
        [forever, 2],
      ]);
      expect((await auditLedger()).problems).toEqual([]);
    });
  });

  describe('expiry', () => {
    it('reminds once 7 days before, expires what is left after the last day, leaves lots not due alone', async () => {
      const student = await signUpStudent(call);
      const soon = await buy(student, await activePackage(3, 6_000, 14));
      const later = await buy(student, await activePackage(2, 5_000, 60));
      await deliver(call, inviteeCreated(lesson(student, `exp-${crypto.randomUUID()}`, inHours(30))));
      const now = Date.now();

      // Nothing due yet.
      const early = await runCreditExpiry(new Date(now));
      expect(early).toMatchObject({ leaseHeld: false });
      expect((await sentMail(student.email)).filter((m) => m.subject.startsWith('Sessions expiring soon'))).toEqual([]);

      // 8 days on, the first lot's reminder is due (it expires in 14): two overlapping runs, one mail.
      const reminderDay = new Date(now + 8 * DAY);
      const runs = await Promise.all([runCreditExpiry(reminderDay), runCreditExpiry(reminderDay)]);
      expect(runs.filter((r) => r.leaseHeld)).toHaveLength(1);
      await runCreditExpiry(reminderDay);
      await deliverQueuedMail();
      const reminders = (await sentMail(student.email)).filter((m) => m.subject.startsWith('Sessions expiring soon'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toMatch(
        /- 2 sessions of Reading Practice \S+ \(Pack 3 \S+\): usable until the end of/,
      );
      expect(reminders[0]!.text).toContain('/student/dashboard');
      expect(await balanceOf(student)).toBe(4);

      // After its last day: its 2 sessions left leave through an `expired` entry; the other lot stays.
      const expired = await runCreditExpiry(new Date(now + 16 * DAY));
      expect(expired.sessionsExpired).toBeGreaterThanOrEqual(2);
      expect(await balanceOf(student)).toBe(2);
      const entry = (await ledgerOf(student)).find((e) => e.type === 'expired')!;
      expect(entry).toMatchObject({ amount: -2, lotId: soon });
      const lots = (await dashboardOf(student)).balances[0].lots as { id: string }[];
      expect(lots.map((lot) => lot.id)).toEqual([later]);
      // A second run finds nothing more of this student's to expire.
      await runCreditExpiry(new Date(now + 16 * DAY));
      expect((await ledgerOf(student)).filter((e) => e.type === 'expired')).toHaveLength(1);
      expect((await auditLedger()).problems).toEqual([]);
    });
  });

  describe('rules the server holds', () => {
    it('sells no sessions to an inactive student or one without a completed profile, nor of a course that cannot be booked', async () => {
      const pkg = await activePackage(2);
      const incomplete = await signUpStudent(call, {}, { intake: false });
      const ask = (student: Student, course = courseId) =>
        call('POST', '/api/me/package-requests', {
          token: student.token,
          body: { packageId: pkg.id, courseId: course },
        });
      expect(await ask(incomplete)).toMatchObject({
        status: 403,
        body: { error: { message: 'Please complete your profile before asking for sessions.' } },
      });
      const onHold = await signUpStudent(call);
      const detail = await call('GET', `/api/admin/students/${onHold.userId}`, { token: admin });
      const held = await call('PATCH', `/api/admin/students/${onHold.userId}`, {
        token: admin,
        body: { status: 'on_hold', version: detail.body.profile.version },
      });
      expect(held.status).toBe(200);
      expect(await ask(onHold)).toMatchObject({
        status: 403,
        body: {
          error: { message: 'Your account is not active, so you cannot ask for sessions now. Please contact us.' },
        },
      });
      const unbookable = await publishedCourse(call, admin, { schedulingUrl: '' });
      const active = await signUpStudent(call);
      expect(await ask(active, unbookable)).toMatchObject({
        status: 400,
        body: { error: { fields: { courseId: expect.stringContaining('cannot be booked yet') } } },
      });
      // No booking link either for a student who cannot book.
      const course = await call('GET', `/api/me/courses/${courseId}`, { token: incomplete.token });
      expect(course.body).toMatchObject({
        bookingUrl: null,
        bookingBlocked: 'Complete your profile to start booking sessions',
      });
      const mine = await call('GET', `/api/me/courses/${courseId}`, { token: active.token });
      expect(mine.body).toMatchObject({
        bookingUrl: expect.stringContaining('utm_source=portal'),
        bookingBlocked: null,
      });
    });

    it('takes one of five identical requests sent at once; the others are told it is already asked for', async () => {
      const student = await signUpStudent(call);
      const pkg = await activePackage(4);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', '/api/me/package-requests', { token: student.token, body: { packageId: pkg.id, courseId } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error.message).toMatch(/^You already asked for this package/);
      expect((await dashboardOf(student)).counters.pendingRequests).toBe(1);
      // Once it is approved, the same package can be asked for again.
      const first = answers.find((a) => a.status === 201)!;
      await call('POST', `/api/admin/package-requests/${first.body.id}/approve`, { token: admin, body: {} });
      const again = await call('POST', '/api/me/package-requests', {
        token: student.token,
        body: { packageId: pkg.id, courseId },
      });
      expect(again.status).toBe(201);
    });
  });

  describe("the school's money", () => {
    const report = async () => {
      const month = new Date().toISOString().slice(0, 7);
      const answer = await call('GET', `/api/admin/reports/money?from=${month}&to=${month}`, { token: admin });
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('adds up, for the month and what is owed, exactly what a recount of the ledger and the lots gives', async () => {
      const before = await report();
      const student = await signUpStudent(call);
      const requestId = await buy(student, await activePackage(3, 10_000));
      await buy(student, await activePackage(2, 5_000));
      await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: admin,
        body: { courseId, amount: 1, reason: 'Goodwill' },
      });
      const run = crypto.randomUUID();
      const first = lesson(student, `money-${run}-1`, inHours(60));
      await deliver(call, inviteeCreated(first));
      await deliver(call, inviteeCreated(lesson(student, `money-${run}-2`, inHours(80))));
      await deliver(call, inviteeCanceled(first));
      const asked = await call('POST', '/api/me/refund-requests', {
        token: student.token,
        body: { packageRequestId: requestId },
      });
      await call('POST', `/api/admin/refund-requests/${asked.body.id}/approve`, { token: admin, body: {} });
      await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: admin,
        body: { courseId, amount: -1, reason: 'Correction' },
      });
      const after = await report();

      // The recount: this student's ledger entries, each priced at its lot's price per session.
      const lots = new Map<string, { price: number; kind: string }>();
      const entries: { entryType: string; amount: number; lotId: string; packageRequestId: string | null }[] = [];
      const prices = new Map<string, number>();
      let cursor: Record<string, unknown> | undefined;
      do {
        const page: ScanCommandOutput = await db().send(
          new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor }),
        );
        for (const item of page.Items ?? []) {
          if (item.type === 'credit_lot' && item.studentId === student.userId)
            lots.set(item.id as string, { price: item.pricePerSessionCents as number, kind: item.kind as string });
          if (item.type === 'ledger_entry' && item.studentId === student.userId) entries.push(item as never);
          if (item.type === 'package_request' && item.studentId === student.userId)
            prices.set(item.id as string, item.priceCents as number);
        }
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      const recount = {
        sold: 0,
        soldCents: 0,
        granted: 0,
        used: 0,
        usedCents: 0,
        returned: 0,
        refunded: 0,
        refundedCents: 0,
        removed: 0,
      };
      for (const entry of entries) {
        const lot = lots.get(entry.lotId)!;
        const cents = Math.abs(entry.amount) * lot.price;
        if (entry.entryType === 'purchase') {
          recount.sold += entry.amount;
          recount.soldCents += prices.get(entry.packageRequestId!)!;
        } else if (entry.entryType === 'adjustment' && entry.amount > 0) recount.granted += entry.amount;
        else if (entry.entryType === 'adjustment') recount.removed -= entry.amount;
        else if (entry.entryType === 'booking') {
          recount.used -= entry.amount;
          recount.usedCents += cents;
        } else if (entry.entryType === 'refund') recount.returned += entry.amount;
        else if (entry.entryType === 'unused_refund') {
          recount.refunded -= entry.amount;
          recount.refundedCents += cents;
        }
      }
      const delta = (name: string) => after.totals[name] - before.totals[name];
      expect({
        sold: delta('soldSessions'),
        soldCents: delta('soldCents'),
        granted: delta('grantedSessions'),
        used: delta('usedSessions'),
        usedCents: delta('usedCents'),
        returned: delta('returnedSessions'),
        refunded: delta('refundedSessions'),
        refundedCents: delta('refundedCents'),
        removed: delta('removedSessions'),
      }).toEqual(recount);
      expect(recount).toMatchObject({ sold: 5, soldCents: 15_000, granted: 1, used: 2, returned: 1, removed: 1 });

      // What is owed, over every lot of the table, is what the report says.
      let owedSessions = 0;
      let owedCents = 0;
      let grantSessions = 0;
      cursor = undefined;
      do {
        const page: ScanCommandOutput = await db().send(
          new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor }),
        );
        for (const item of page.Items ?? []) {
          if (item.type !== 'credit_lot') continue;
          if (item.kind === 'grant') grantSessions += item.sessionsLeft as number;
          else {
            owedSessions += item.sessionsLeft as number;
            owedCents += (item.sessionsLeft as number) * (item.pricePerSessionCents as number);
          }
        }
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      expect(after.owed).toEqual({ paidSessions: owedSessions, paidCents: owedCents, grantSessions });
      expect(after.months).toHaveLength(1);
    });

    it('refuses a period written wrongly, backwards or too long, and anyone but the team', async () => {
      const ask = (query: string, token: string | null = admin) =>
        call('GET', `/api/admin/reports/money?${query}`, token ? { token } : {});
      expect((await ask('from=2026-13&to=2026-12')).status).toBe(400);
      expect((await ask('from=2026-11&to=2026-01')).body.error.message).toBe('The period must end after it starts');
      expect((await ask('from=2020-01&to=2026-01')).body.error.message).toBe('Choose a period of at most 36 months');
      expect((await ask('from=2026-01&to=2026-12', null)).status).toBe(401);
      const student = await signUpStudent(call);
      expect((await ask('from=2026-01&to=2026-12', student.token)).status).toBe(403);
    });
  });
});
