import { beforeAll, describe, expect, it } from 'vitest';
import { inviteeCanceled, inviteeCreated } from '../../infra/local/calendly-deliveries';
import * as Booking from '../src/db/entities/booking';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import { REMINDER_LEASE_MS, sendDueReminders } from '../src/core/reminders/send-due-reminders';
import { inviteeUriOf } from '../../infra/local/calendly-deliveries';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

const HOUR = 3_600_000;
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
    expect(text).toContain('up to 24 hours before the lesson');
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
});
