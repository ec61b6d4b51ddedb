import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inviteeCanceled, inviteeCreated } from '../../infra/local/calendly-deliveries';
import * as Booking from '../src/db/entities/booking';
import { db, tableName } from '../src/db/client';
import { transact } from '../src/db/transact';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import { MAX_REMINDER_ATTEMPTS } from '../src/core/reminders/reminder-retries';
import { REMINDER_LEASE_MS, sendDueReminders } from '../src/core/reminders/send-due-reminders';
import { flushMetrics, setMetricsSink, type MetricName } from '../src/lib/metrics';
import { inviteeUriOf } from '../../infra/local/calendly-deliveries';
import { awsError, forceFault } from './support/faults';
import * as MailSuppressions from '../src/db/entities/mail-suppression';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (hoursFromNow: number) => new Date(Math.round((Date.now() + hoursFromNow * HOUR) / 60_000) * 60_000);

/**
 * Lesson reminders (run by a schedule, here called directly at chosen moments) and the mails a
 * booking's life sends, all read back from the SES emulator.
 */
describe('lesson reminders and booking mails', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  let linklessCourseId: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin, { title: 'Qaida Reading Circle' });
    linklessCourseId = await publishedCourse(call, admin, { meetingUrl: 'https://meet.example.org/quran-class' });
  });

  const mailsTo = async (email: string) => (await sentMail()).filter((mail) => mail.destination.to.includes(email));
  const remindersTo = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reminder:'));

  async function book(
    student: { userId: string; email: string },
    start: Date,
    options: { course?: string; joinUrl?: string | null; seed?: string } = {},
  ) {
    const course = options.course ?? courseId;
    const seed = options.seed ?? `reminder-${crypto.randomUUID()}`;
    const invitee = {
      seed,
      name: 'Amina Yusuf',
      email: student.email,
      start,
      timezone: 'Asia/Karachi',
      tracking: portalTracking(student.userId, course),
      joinUrl: options.joinUrl === undefined ? 'https://zoom.us/j/5550001111' : options.joinUrl,
    };
    expect((await deliver(call, inviteeCreated(invitee))).status).toBe(200);
    return { invitee, bookingId: bookingIdFor(inviteeUriOf(seed)) };
  }

  it('reminds a lesson due now once, with the time in the student’s zone, the length, join and change links', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(3);
    await book(student, start);
    const first = await sendDueReminders(new Date());
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await sendDueReminders(new Date());
    const reminders = await remindersTo(student.email);
    expect(reminders).toHaveLength(1);
    const text = reminders[0]!.body.text!;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Karachi',
      hour: '2-digit',
      minute: '2-digit',
    }).format(start);
    expect(reminders[0]!.subject).toContain('Qaida Reading Circle');
    expect(text).toContain(`${local} (Asia/Karachi)`);
    expect(text).toContain('Length: 60 minutes');
    expect(text).toContain('Join: https://zoom.us/j/5550001111');
    expect(text).toMatch(/Reschedule: https:\/\/calendly\.com\/reschedulings\/\S+/);
    expect(text).toMatch(/Cancel: https:\/\/calendly\.com\/cancellations\/\S+/);
    // A reminder comes less than 24 hours before the lesson: changing it now uses the session.
    expect(text).toContain('This lesson is less than 24 hours away: cancelling or moving it now uses the session.');
  });

  it('does not remind a student whose address bounced: the reminder is closed, unsent', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const { bookingId } = await book(student, at(3));
    await MailSuppressions.put({ email: student.email, reason: 'bounce', at: new Date().toISOString(), detail: null });
    await sendDueReminders(new Date());
    await sendDueReminders(new Date(Date.now() + HOUR));
    expect(await remindersTo(student.email)).toHaveLength(0);
    const booking = await Booking.get(bookingId);
    expect(booking).toMatchObject({ reminderLastError: expect.stringContaining('no longer mails') });
  });

  it('waits until 24 hours before a later lesson', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(72);
    await book(student, start);
    await sendDueReminders(new Date());
    expect(await remindersTo(student.email)).toHaveLength(0);
    await sendDueReminders(new Date(start.getTime() - 24 * HOUR + 60_000));
    expect(await remindersTo(student.email)).toHaveLength(1);
  });

  it('never reminds a canceled lesson, and tells the student whether the session came back', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(48);
    const { invitee } = await book(student, start);
    expect((await deliver(call, inviteeCanceled(invitee))).status).toBe(200);
    await sendDueReminders(new Date(start.getTime() - HOUR));
    expect(await remindersTo(student.email)).toHaveLength(0);
    const canceled = (await mailsTo(student.email)).find((mail) => mail.subject.startsWith('Lesson canceled'));
    expect(canceled?.body.text).toContain(
      'The session was returned to your balance, because the lesson was canceled at least 24 hours before it started.',
    );
  });

  it('reminds a rescheduled lesson at its new time only', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const oldStart = at(48);
    const newStart = at(96);
    const { invitee } = await book(student, oldStart);
    const newSeed = `reminder-new-${crypto.randomUUID()}`;
    expect((await deliver(call, inviteeCanceled(invitee, { newInviteeSeed: newSeed }))).status).toBe(200);
    const moved = inviteeCreated({ ...invitee, seed: newSeed, start: newStart }, { oldInviteeSeed: invitee.seed });
    expect((await deliver(call, moved)).status).toBe(200);
    await sendDueReminders(new Date(oldStart.getTime() - HOUR));
    expect(await remindersTo(student.email)).toHaveLength(0);
    await sendDueReminders(new Date(newStart.getTime() - 23 * HOUR));
    const reminders = await remindersTo(student.email);
    expect(reminders).toHaveLength(1);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'long' });
    expect(reminders[0]!.body.text).toContain(local.format(newStart));
  });

  it('sends one mail when two runs overlap', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    await book(student, at(2));
    const now = new Date();
    await Promise.all([sendDueReminders(now), sendDueReminders(now), sendDueReminders(now)]);
    expect(await remindersTo(student.email)).toHaveLength(1);
  });

  it('leaves a reminder claimed by a run that died to the next run once the lease expires', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(2);
    const { bookingId } = await book(student, start);
    const now = new Date();
    // A run claims it and dies before sending.
    expect(
      await Booking.claimReminder(bookingId, start.toISOString(), now, new Date(now.getTime() + REMINDER_LEASE_MS)),
    ).toBe(true);
    await sendDueReminders(new Date(now.getTime() + 60_000));
    expect(await remindersTo(student.email)).toHaveLength(0);
    await sendDueReminders(new Date(now.getTime() + REMINDER_LEASE_MS + 60_000));
    await sendDueReminders(new Date(now.getTime() + REMINDER_LEASE_MS + 120_000));
    expect(await remindersTo(student.email)).toHaveLength(1);
  });

  it('uses the course’s meeting link when the booking has none, else says the tutor sends it', async () => {
    const student = await studentWithSessions(call, admin, linklessCourseId, 2);
    await book(student, at(2), { course: linklessCourseId, joinUrl: null });
    const other = await studentWithSessions(call, admin, courseId, 2);
    await book(other, at(2), { joinUrl: null });
    await sendDueReminders(new Date());
    expect((await remindersTo(student.email))[0]?.body.text).toContain('Join: https://meet.example.org/quran-class');
    expect((await remindersTo(other.email))[0]?.body.text).toContain(
      'Join: your tutor will send you the link to join before the lesson.',
    );
  });

  it('confirms each booking and sends one low-balance notice per drop to 1 and to 0, never for an adjustment', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const lowNotices = async () =>
      (await mailsTo(student.email)).filter((mail) => /session(s)? left for/.test(mail.subject)).map((m) => m.subject);
    await book(student, at(100));
    expect(await lowNotices()).toEqual([]);
    const second = await book(student, at(101));
    expect(await lowNotices()).toEqual(['1 session left for Qaida Reading Circle']);
    // The same delivery again changes nothing and sends nothing.
    expect((await deliver(call, inviteeCreated(second.invitee))).status).toBe(200);
    await book(student, at(102));
    expect(await lowNotices()).toEqual([
      '1 session left for Qaida Reading Circle',
      'No sessions left for Qaida Reading Circle',
    ]);
    const booked = (await mailsTo(student.email)).filter((mail) => mail.subject.startsWith('Lesson booked'));
    expect(booked).toHaveLength(3);
    const text = (await mailsTo(student.email)).find((m) => m.subject.startsWith('No sessions left'))!.body.text!;
    expect(text).toContain(`/packages?courseId=${courseId}`);

    // An admin adds two and takes one away: no notice for an adjustment.
    for (const amount of [2, -1]) {
      const adjusted = await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: admin,
        body: { courseId, amount, reason: 'Correction' },
      });
      expect(adjusted.status).toBe(200);
    }
    expect(await lowNotices()).toHaveLength(2);
    // After that top-up (balance 1), booking down to 0 again is a new drop: one more notice.
    await book(student, at(103));
    expect((await lowNotices()).at(-1)).toBe('No sessions left for Qaida Reading Circle');
    expect(await lowNotices()).toHaveLength(3);
    expect((await auditLedger()).problems).toEqual([]);
  });
  // Reminders that cannot jam: failures back off behind the others and are given up on; a lesson
  // that has started is never reminded. Each run is given its `now`: no test waits on the clock.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The booking as stored, index keys included. */
  async function stored(bookingId: string): Promise<Record<string, any>> {
    const answer = await db().send(new GetCommand({ TableName: tableName(), Key: Booking.bookingKey(bookingId) }));
    return answer.Item!;
  }
  /** When a stored booking's reminder is due next (its place on the due index). */
  const dueAt = (item: Record<string, any>) => new Date(String(item.gsi1sk).split('#')[0]!);

  /**
   * `count` bookings of the student written one after another as the booking path writes them
   * (so their reminders are due in this order, before anything booked after them).
   */
  async function putBookings(student: { userId: string }, count: number, start: Date): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const id = `bulk-${crypto.randomUUID()}`;
      const now = new Date().toISOString();
      await transact([
        {
          item: Booking.putNew({
            id,
            studentId: student.userId,
            courseId,
            status: 'scheduled',
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + HOUR).toISOString(),
            timezone: 'Asia/Karachi',
            joinUrl: 'https://zoom.us/j/5550002222',
            cancelUrl: null,
            rescheduleUrl: null,
            providerBookingId: `https://api.calendly.com/scheduled_events/bulk/invitees/${id}`,
            providerEventId: 'https://api.calendly.com/scheduled_events/bulk',
            inviteeName: 'Amina Yusuf',
            inviteeEmail: 'amina@example.com',
            createdAt: now,
            updatedAt: now,
          }),
        },
      ]);
      ids.push(id);
    }
    return ids;
  }

  /** The metrics a block of code counted (published with flushMetrics, as the job does), summed by name. */
  async function metricsOf(block: () => Promise<unknown>): Promise<Partial<Record<MetricName, number>>> {
    flushMetrics(); // what earlier runs counted is not this block's
    const totals: Partial<Record<MetricName, number>> = {};
    setMetricsSink((line) => {
      for (const [name, value] of Object.entries(JSON.parse(line) as Record<string, unknown>)) {
        if (typeof value === 'number' && name !== '_aws') {
          totals[name as MetricName] = (totals[name as MetricName] ?? 0) + value;
        }
      }
    });
    try {
      await block();
      flushMetrics();
    } finally {
      setMetricsSink();
    }
    return totals;
  }

  const sesDown = (options: { times?: number } = {}) =>
    forceFault('ses', SendEmailCommand, awsError('Throttling', 'Maximum sending rate exceeded.'), options);

  it('sends a due reminder queued behind 60 whose mail keeps failing, in the same run, or the next ones when time is short', async () => {
    // Everything due so far is out of the way: the 60 are the oldest due.
    await sendDueReminders(new Date());
    // Each failure is logged (a warning, by booking id, never the address): read here, not printed.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await studentWithSessions(call, admin, courseId, 1);
    const failingIds = await putBookings(failing, 60, at(5));
    const first = await studentWithSessions(call, admin, courseId, 2);
    await book(first, at(5));

    // The mail service refuses the next 60 mails: the 60 reminders due first.
    let fault = sesDown({ times: 60 });
    const now = new Date();
    try {
      const run = await sendDueReminders(now);
      expect(fault.failures()).toBe(60);
      expect(run).toMatchObject({ failed: 60, givenUp: 0, stoppedEarly: false });
      expect(run.sent).toBeGreaterThanOrEqual(1);
    } finally {
      fault.restore();
    }
    expect(await remindersTo(first.email)).toHaveLength(1);
    expect(await remindersTo(failing.email)).toHaveLength(0);
    // Each failed one counts its attempt and waits 5 minutes, behind every reminder due meanwhile.
    for (const id of failingIds) {
      const item = await stored(id);
      expect(item).toMatchObject({ gsi1pk: 'REMINDERS_DUE', reminderAttempts: 1 });
      expect(item.reminderLastError).toContain('Throttling');
      expect(item.reminderLeaseUntil).toBeUndefined();
      expect(dueAt(item).getTime()).toBeGreaterThanOrEqual(now.getTime() + 5 * MINUTE);
    }

    // Another reminder, due 30 s after those retries; they fail again, and each run has time for 25 only.
    const second = await studentWithSessions(call, admin, courseId, 2);
    await book(second, new Date(now.getTime() + 24 * HOUR + 5 * MINUTE + 30_000));
    const later = new Date(now.getTime() + 6 * MINUTE);
    const runs: Awaited<ReturnType<typeof sendDueReminders>>[] = [];
    fault = sesDown({ times: 60 });
    try {
      while (runs.length < 4 && (await remindersTo(second.email)).length === 0) {
        let room = 25; // the run checks its time before each reminder
        runs.push(await sendDueReminders(later, { remainingMs: () => (room-- > 0 ? 60_000 : 1_000) }));
      }
    } finally {
      fault.restore();
    }
    // Reminded by the third run: the first two each moved 25 failures out of its way.
    expect(runs).toHaveLength(3);
    expect(runs.slice(0, 2)).toEqual([
      expect.objectContaining({ due: 25, failed: 25, stoppedEarly: true }),
      expect.objectContaining({ due: 25, failed: 25, stoppedEarly: true }),
    ]);
    expect(runs[2]).toMatchObject({ failed: 10 });
    expect(await remindersTo(second.email)).toHaveLength(1);
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    logged.mockRestore();
    const retried = lines.filter(
      (line) => line.message === 'lesson reminder failed; retried later' && line.errorName === 'Throttling',
    );
    expect(retried).toHaveLength(120);
    expect(retried[0]).toMatchObject({ level: 'warn', attempts: 1, errorName: 'Throttling' });
    expect(JSON.stringify(lines)).not.toContain('@');
    for (const id of failingIds) expect((await stored(id)).reminderAttempts).toBe(2);

    // Mail works again: at their retry time (15 minutes on) every one of the 60 is sent, once.
    const last = await sendDueReminders(new Date(later.getTime() + 16 * MINUTE));
    expect(last.sent).toBeGreaterThanOrEqual(60);
    expect(await remindersTo(failing.email)).toHaveLength(60);
    for (const id of failingIds) {
      const item = await stored(id);
      expect(item.gsi1pk).toBeUndefined();
      expect(item).toMatchObject({ reminderAttempts: 3, reminderSentAt: expect.any(String) });
      expect(item.reminderLastError).toBeUndefined();
    }
  }, 90_000);

  it('never reminds a lesson that has started: the claim refuses it, a run drops it off the due list and counts it', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(2);
    const { bookingId } = await book(student, start);
    const afterStart = new Date(start.getTime() + MINUTE);
    // A run that found it due just before the start no longer claims it once the lesson has begun.
    expect(
      await Booking.claimReminder(
        bookingId,
        start.toISOString(),
        afterStart,
        new Date(afterStart.getTime() + REMINDER_LEASE_MS),
      ),
    ).toBe(false);
    let run: Awaited<ReturnType<typeof sendDueReminders>> | undefined;
    const metrics = await metricsOf(async () => {
      run = await sendDueReminders(afterStart);
    });
    expect(run!.expired).toBeGreaterThanOrEqual(1);
    expect(metrics.RemindersExpired).toBeGreaterThanOrEqual(1);
    const item = await stored(bookingId);
    expect(item.gsi1pk).toBeUndefined();
    const expiredAfter = new Date(item.reminderExpiredAt).getTime() - afterStart.getTime();
    expect(expiredAfter).toBeGreaterThanOrEqual(0);
    expect(expiredAfter).toBeLessThan(MINUTE);
    expect(item.reminderSentAt).toBeUndefined();
    await sendDueReminders(new Date(afterStart.getTime() + HOUR));
    expect(await remindersTo(student.email)).toHaveLength(0);
  });

  it('never reminds a started lesson whose earlier sends failed: it is given up on with the last error', async () => {
    await sendDueReminders(new Date());
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(1);
    const { bookingId } = await book(student, start);
    const fault = sesDown();
    try {
      expect((await sendDueReminders(new Date())).failed).toBeGreaterThanOrEqual(1);
    } finally {
      fault.restore();
    }
    expect(await stored(bookingId)).toMatchObject({ gsi1pk: 'REMINDERS_DUE', reminderAttempts: 1 });
    // Mail works again, but the next run comes after the start (the job was down meanwhile).
    let run: Awaited<ReturnType<typeof sendDueReminders>> | undefined;
    const metrics = await metricsOf(async () => {
      run = await sendDueReminders(new Date(start.getTime() + MINUTE));
    });
    expect(run!.givenUp).toBeGreaterThanOrEqual(1);
    expect(metrics.RemindersGivenUp).toBeGreaterThanOrEqual(1);
    const item = await stored(bookingId);
    expect(item.gsi1pk).toBeUndefined();
    expect(item).toMatchObject({ reminderFailedAt: expect.any(String), reminderAttempts: 1 });
    expect(item.reminderLastError).toContain('Throttling');
    expect(await remindersTo(student.email)).toHaveLength(0);
  });

  it('retries a failing reminder after 5, 15 and 45 minutes, then gives it up, counts it and takes it off the due list', async () => {
    const start = at(30);
    const firstDue = new Date(start.getTime() - 24 * HOUR + MINUTE);
    await sendDueReminders(firstDue);
    const student = await studentWithSessions(call, admin, courseId, 3);
    const { bookingId } = await book(student, start);
    const fault = sesDown();
    const attemptsAt = async (now: Date) => {
      await sendDueReminders(now);
      return (await stored(bookingId)).reminderAttempts as number | undefined;
    };
    let metrics: Partial<Record<MetricName, number>>;
    try {
      expect(await attemptsAt(firstDue)).toBe(1);
      const retry = dueAt(await stored(bookingId)).getTime() - firstDue.getTime();
      expect(retry).toBeGreaterThanOrEqual(5 * MINUTE);
      expect(retry).toBeLessThan(6 * MINUTE);
      // Not before its time.
      expect(await attemptsAt(new Date(firstDue.getTime() + 4 * MINUTE))).toBe(1);
      expect(await attemptsAt(new Date(firstDue.getTime() + 6 * MINUTE))).toBe(2);
      expect(await attemptsAt(new Date(firstDue.getTime() + 20 * MINUTE))).toBe(2);
      expect(await attemptsAt(new Date(firstDue.getTime() + 22 * MINUTE))).toBe(3);
      expect(await attemptsAt(new Date(firstDue.getTime() + 66 * MINUTE))).toBe(3);
      metrics = await metricsOf(() => sendDueReminders(new Date(firstDue.getTime() + 68 * MINUTE)));
    } finally {
      fault.restore();
    }
    const item = await stored(bookingId);
    expect(item.reminderAttempts).toBe(MAX_REMINDER_ATTEMPTS);
    expect(item.gsi1pk).toBeUndefined();
    expect(item.gsi1sk).toBeUndefined();
    expect(item.reminderFailedAt).toEqual(expect.any(String));
    expect(item.reminderLastError).toContain('Throttling');
    expect(metrics.RemindersGivenUp).toBeGreaterThanOrEqual(1);
    expect(metrics.RemindersFailed).toBeGreaterThanOrEqual(1);
    // Never tried again, though mail works now and the lesson is still ahead.
    await sendDueReminders(new Date(firstDue.getTime() + 3 * HOUR));
    expect(await remindersTo(student.email)).toHaveLength(0);
    expect((await stored(bookingId)).reminderAttempts).toBe(MAX_REMINDER_ATTEMPTS);
  });

  it('treats a reminder the previous version left on the due list (no attempts, a spent lease) as attempt 0', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const start = at(3);
    const { bookingId } = await book(student, start);
    // As the previous version left a reminder whose send failed: its lease run out, nothing else.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: Booking.bookingKey(bookingId),
        UpdateExpression: 'SET reminderLeaseUntil = :spent',
        ExpressionAttributeValues: { ':spent': new Date(Date.now() - MINUTE).toISOString() },
      }),
    );
    expect((await stored(bookingId)).reminderAttempts).toBeUndefined();
    await sendDueReminders(new Date());
    expect(await remindersTo(student.email)).toHaveLength(1);
    expect(await stored(bookingId)).toMatchObject({ reminderAttempts: 1, reminderAttemptsFor: start.toISOString() });
  });
});
