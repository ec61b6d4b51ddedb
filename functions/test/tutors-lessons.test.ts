import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { lessonMessages } from '@app/shared/lessons/lessons';
import { tutorMessages } from '@app/shared/tutors/schemas';
import { inviteeCanceled, inviteeCreated, inviteeUriOf } from '../../infra/local/calendly-deliveries';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import { auditLedger } from './support/ledger-audit';
import * as Feed from '../src/db/entities/calendar-feed';
import { historyOf } from '../src/db/entities/lesson';
import { sentMail, signInFirstTime, useGateway, userWithGroup } from './support/gateway';
import { deliver, portalTracking, publishedCourse, studentWithSessions } from './support/student-fixtures';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const range = (fromHours: number, toHours: number) =>
  `from=${encodeURIComponent(hoursFromNow(fromHours).toISOString())}&to=${encodeURIComponent(hoursFromNow(toHours).toISOString())}`;

describe('tutors and lessons: matching, attendance by rule, notes, feeds, and who sees what', () => {
  const call = useGateway();
  let admin: string;
  let quranCourse: string;
  let otherCourse: string;
  const tutorA = { id: '', email: '', token: '', name: `Ustadha Huda ${crypto.randomUUID().slice(0, 4)}` };
  const tutorB = { id: '', email: '', token: '', name: `Ustadh Bilal ${crypto.randomUUID().slice(0, 4)}` };
  let student: Awaited<ReturnType<typeof studentWithSessions>>;
  const seeds: Record<string, string> = {};
  const lessonIds: Record<string, string> = {};

  const balanceOf = async (courseId: string) => {
    const dashboard = await call('GET', '/api/me/dashboard', { token: student.token });
    return dashboard.body.balances.find((b: { courseId: string }) => b.courseId === courseId)?.sessionsRemaining;
  };

  const book = async (key: string, courseId: string, startHours: number, hostEmail: string | null) => {
    seeds[key] = `lesson-${key}-${crypto.randomUUID()}`;
    const answer = await deliver(
      call,
      inviteeCreated({
        seed: seeds[key],
        name: 'Amina Yusuf',
        email: student.email,
        start: hoursFromNow(startHours),
        tracking: portalTracking(student.userId, courseId),
        joinUrl: 'https://zoom.us/j/555',
        hostEmail,
      }),
    );
    expect(answer.body.outcome, key).toBe('booked');
  };

  const makeTutor = async (tutor: typeof tutorA, extra: Record<string, unknown> = {}) => {
    tutor.email = `tutor-${crypto.randomUUID()}@example.com`;
    const made = await call('POST', '/api/admin/tutors', {
      token: admin,
      body: {
        name: tutor.name,
        email: tutor.email,
        password: 'Temporary1',
        bio: 'Teaches Quran with tajweed.',
        languages: ['Arabic', 'English'],
        teachesChildren: true,
        ...extra,
      },
    });
    expect(made.status).toBe(201);
    tutor.id = made.body.id;
    tutor.token = await signInFirstTime(tutor.email, 'Temporary1', 'MyOwnPass1');
  };

  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    quranCourse = await publishedCourse(call, admin, { category: 'Quran' });
    otherCourse = await publishedCourse(call, admin, { category: 'Arabic Language' });
    await makeTutor(tutorA);
    await makeTutor(tutorB, { showOnAbout: false });
    // Tutor B is the Quran course's fallback: a host that matches no tutor goes to them.
    const fallback = await call('PUT', `/api/admin/courses/${quranCourse}/tutor`, {
      token: admin,
      body: { tutorId: tutorB.id },
    });
    expect(fallback.body).toEqual({ courseId: quranCourse, tutorId: tutorB.id });
    student = await studentWithSessions(call, admin, quranCourse, 6);
    await studentWithSessions(call, admin, otherCourse, 2, student);
    await book('byHost', quranCourse, -1, tutorA.email.toUpperCase());
    await book('byFallback', quranCourse, -2, 'someone-else@example.com');
    await book('noTutor', otherCourse, 30, null);
    await book('future', quranCourse, 48, tutorA.email);
    await book('later', quranCourse, 72, tutorB.email);
    await book('teamRecorded', quranCourse, -3, tutorA.email);
    for (const [key, seed] of Object.entries(seeds)) lessonIds[key] = bookingIdFor(inviteeUriOf(seed));
    expect(Object.keys(lessonIds).sort()).toEqual([
      'byFallback',
      'byHost',
      'future',
      'later',
      'noTutor',
      'teamRecorded',
    ]);
  });

  it('matches the tutor by the host e-mail, else the course fallback, else flags the lesson', async () => {
    const all = await call('GET', `/api/admin/lessons?${range(-4, 80)}&studentId=${student.userId}`, { token: admin });
    const byId = new Map(all.body.items.map((lesson: { id: string }) => [lesson.id, lesson]));
    expect(byId.get(lessonIds.byHost!)).toMatchObject({
      tutorId: tutorA.id,
      tutorName: tutorA.name,
      quranCourse: true,
    });
    expect(byId.get(lessonIds.byFallback!)).toMatchObject({ tutorId: tutorB.id, state: 'awaiting_attendance' });
    expect(byId.get(lessonIds.noTutor!)).toMatchObject({ tutorId: null, tutorName: null, state: 'upcoming' });
    // Narrowed on the calendar: by tutor, and the lessons no tutor matched.
    const ofA = await call('GET', `/api/admin/lessons?${range(-4, 80)}&tutorId=${tutorA.id}`, { token: admin });
    expect(ofA.body.items.map((lesson: { id: string }) => lesson.id).sort()).toEqual(
      [lessonIds.byHost, lessonIds.future, lessonIds.teamRecorded].sort(),
    );
    const none = await call('GET', `/api/admin/lessons?${range(-4, 80)}&tutorId=none&courseId=${otherCourse}`, {
      token: admin,
    });
    expect(none.body.items.map((lesson: { id: string }) => lesson.id)).toEqual([lessonIds.noTutor]);
    const waiting = await call(
      'GET',
      `/api/admin/lessons?${range(-4, 80)}&state=awaiting_attendance&tutorId=${tutorB.id}`,
      {
        token: admin,
      },
    );
    expect(waiting.body.items.map((lesson: { id: string }) => lesson.id)).toEqual([lessonIds.byFallback]);
    // Bad ranges are refused with the form's message.
    const backwards = await call('GET', `/api/admin/lessons?${range(5, 1)}`, { token: admin });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBe(lessonMessages.range);
    const tooLong = await call('GET', `/api/admin/lessons?${range(0, 24 * 70)}`, { token: admin });
    expect(tooLong.body.error.fields.to).toBe(lessonMessages.rangeTooLong);
  });

  it('lets a tutor see and record only their own lessons', async () => {
    const mine = await call('GET', `/api/tutor/lessons?${range(-4, 80)}`, { token: tutorA.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((lesson: { id: string }) => lesson.id).sort()).toEqual(
      [lessonIds.byHost, lessonIds.future, lessonIds.teamRecorded].sort(),
    );
    for (const [method, path, body] of [
      ['GET', `/api/tutor/lessons/${lessonIds.byFallback}`, undefined],
      ['POST', `/api/tutor/lessons/${lessonIds.byFallback}/attendance`, { outcome: 'attended' }],
      ['PUT', `/api/tutor/lessons/${lessonIds.byFallback}/note`, { covered: 'Someone else’s lesson' }],
    ] as const) {
      const answer = await call(method, path, { token: tutorA.token, body });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message).toBe(lessonMessages.notFound);
    }
    const learners = await call('GET', '/api/tutor/learners', { token: tutorA.token });
    expect(learners.body.items).toEqual([
      expect.objectContaining({
        studentId: student.userId,
        courses: [expect.objectContaining({ courseId: quranCourse })],
      }),
    ]);
    // Roles: a tutor is no student and no admin; a student is no tutor.
    expect((await call('GET', '/api/admin/lessons?' + range(0, 1), { token: tutorA.token })).status).toBe(403);
    expect((await call('GET', '/api/me/dashboard', { token: tutorA.token })).status).toBe(403);
    expect((await call('GET', '/api/tutor/lessons?' + range(0, 1), { token: student.token })).status).toBe(403);
    expect((await call('GET', '/api/tutor/lessons?' + range(0, 1), { token: admin })).status).toBe(403);
    expect((await call('GET', '/api/tutor/lessons?' + range(0, 1))).status).toBe(401);
  });

  it('moves the balance by the attendance rule, through the ledger', async () => {
    const before = await balanceOf(quranCourse);
    expect(before).toBe(1); // 6 bought, 5 booked on this course

    // Not before the lesson starts.
    const early = await call('POST', `/api/tutor/lessons/${lessonIds.future}/attendance`, {
      token: tutorA.token,
      body: { outcome: 'attended' },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(lessonMessages.notYet);

    // Attended: the session stays used.
    const attended = await call('POST', `/api/tutor/lessons/${lessonIds.byHost}/attendance`, {
      token: tutorA.token,
      body: { outcome: 'attended' },
    });
    expect(attended.status).toBe(200);
    expect(attended.body).toMatchObject({ state: 'attended', attendance: 'attended' });
    expect(await balanceOf(quranCourse)).toBe(1);
    expect((await auditLedger()).problems).toEqual([]);

    // A later cancellation at the scheduling service changes nothing: the record stands.
    const late = await deliver(
      call,
      inviteeCanceled(
        { seed: seeds.byHost!, name: 'Amina Yusuf', email: student.email, start: hoursFromNow(-1) },
        { canceler: 'host' },
      ),
    );
    expect(late.status).toBe(200);
    expect(await balanceOf(quranCourse)).toBe(1);

    // Tutor absent: the session returns, once, with a ledger entry and a mail to the learner.
    const absent = await call('POST', `/api/tutor/lessons/${lessonIds.byFallback}/attendance`, {
      token: tutorB.token,
      body: { outcome: 'tutor_no_show' },
    });
    expect(absent.status).toBe(200);
    expect(absent.body.state).toBe('tutor_no_show');
    expect(await balanceOf(quranCourse)).toBe(2);
    const again = await call('POST', `/api/admin/lessons/${lessonIds.byFallback}/attendance`, {
      token: admin,
      body: { outcome: 'attended' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(lessonMessages.final);
    expect(await balanceOf(quranCourse)).toBe(2);

    // What the team recorded stands against the tutor: no session returned by overwriting it.
    const byTeam = await call('POST', `/api/admin/lessons/${lessonIds.teamRecorded}/attendance`, {
      token: admin,
      body: { outcome: 'learner_no_show' },
    });
    expect(byTeam.body.state).toBe('learner_no_show');
    const overwrite = await call('POST', `/api/tutor/lessons/${lessonIds.teamRecorded}/attendance`, {
      token: tutorA.token,
      body: { outcome: 'tutor_no_show' },
    });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body.error.message).toBe(lessonMessages.recordedByTeam);
    expect(await balanceOf(quranCourse)).toBe(2);
    expect((await auditLedger()).problems).toEqual([]);
    const mail = (await sentMail()).filter(
      (item) => item.destination.to.includes(student.email) && item.subject.startsWith('Lesson canceled'),
    );
    expect(mail.at(-1)?.body.text).toContain('Your tutor could not give the lesson');

    // The school cancels a lesson to come: the session returns and the reason is mailed.
    const noReason = await call('POST', `/api/admin/lessons/${lessonIds.later}/cancellation`, {
      token: admin,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe(lessonMessages.reason);
    const canceled = await call('POST', `/api/admin/lessons/${lessonIds.later}/cancellation`, {
      token: admin,
      body: { reason: 'Our tutor is unwell that day' },
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.state).toBe('canceled_by_school');
    expect(await balanceOf(quranCourse)).toBe(3);
    const twice = await call('POST', `/api/admin/lessons/${lessonIds.later}/cancellation`, {
      token: admin,
      body: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect(await balanceOf(quranCourse)).toBe(3);
    expect((await auditLedger()).problems).toEqual([]);
    const schoolMail = (await sentMail()).filter(
      (item) => item.destination.to.includes(student.email) && item.subject.startsWith('Lesson canceled'),
    );
    expect(schoolMail.at(-1)?.body.text).toContain('The school canceled the lesson: Our tutor is unwell that day');
  });

  it('keeps the lesson note for the parent, and the progress the team reads', async () => {
    const early = await call('PUT', `/api/tutor/lessons/${lessonIds.future}/note`, {
      token: tutorA.token,
      body: { covered: 'Written before the lesson' },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(lessonMessages.noteNotYet);
    const bad = await call('PUT', `/api/tutor/lessons/${lessonIds.byHost}/note`, {
      token: tutorA.token,
      body: { covered: 'Al-Mulk', quran: { surah: 67, fromAyah: 10, toAyah: 31 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['quran.toAyah']).toBe(lessonMessages.ayah);
    const saved = await call('PUT', `/api/tutor/lessons/${lessonIds.byHost}/note`, {
      token: tutorA.token,
      body: {
        covered: 'Revised Al-Mulk with the rules of noon sakinah',
        homework: 'Recite ayahs 1–15 twice a day',
        quran: { surah: 67, fromAyah: 1, toAyah: 15 },
        pages: 1,
        tajweed: 'Watch the ghunnah on noon mushaddadah',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.note).toMatchObject({ covered: expect.stringContaining('Al-Mulk'), writtenBy: tutorA.name });

    const lessons = await call('GET', '/api/me/lessons', { token: student.token });
    expect(lessons.status).toBe(200);
    const noted = lessons.body.items.find((lesson: { id: string }) => lesson.id === lessonIds.byHost);
    expect(noted).toMatchObject({ tutorName: tutorA.name, state: 'attended', note: { pages: 1 } });
    // Newest first, with the canceled and past ones kept.
    const states = lessons.body.items.map((lesson: { state: string }) => lesson.state);
    expect(states).toEqual(expect.arrayContaining(['canceled_by_school', 'tutor_no_show', 'attended', 'upcoming']));

    const progress = await call('GET', '/api/me/progress', { token: student.token });
    const quran = progress.body.courses.find((course: { courseId: string }) => course.courseId === quranCourse);
    expect(quran).toMatchObject({
      attended: 1,
      upcoming: 1,
      pagesMemorised: 1,
      latestRange: { surah: 67, fromAyah: 1, toAyah: 15 },
    });
    const office = await call('GET', `/api/admin/students/${student.userId}/progress`, { token: admin });
    expect(office.body).toEqual(progress.body);

    const detail = await call('GET', `/api/admin/lessons/${lessonIds.byHost}`, { token: admin });
    expect(detail.body.history.map((event: { kind: string }) => event.kind)).toEqual(['booked', 'attendance', 'note']);
    expect(detail.body.ledger).toEqual([expect.objectContaining({ type: 'booking', amount: -1 })]);
    const returned = await call('GET', `/api/admin/lessons/${lessonIds.byFallback}`, { token: admin });
    expect(returned.body.ledger.map((entry: { type: string }) => entry.type)).toEqual(['booking', 'refund']);
  });

  it('lets the team give a flagged lesson to a tutor, who then sees it', async () => {
    const inactive = await call('PUT', `/api/admin/lessons/${lessonIds.noTutor}/tutor`, {
      token: admin,
      body: { tutorId: crypto.randomUUID() },
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.fields.tutorId).toBe(tutorMessages.notFound);
    const given = await call('PUT', `/api/admin/lessons/${lessonIds.noTutor}/tutor`, {
      token: admin,
      body: { tutorId: tutorB.id },
    });
    expect(given.body).toMatchObject({ tutorId: tutorB.id, tutorName: tutorB.name });
    const seen = await call('GET', `/api/tutor/lessons/${lessonIds.noTutor}`, { token: tutorB.token });
    expect(seen.status).toBe(200);
  });

  it('publishes calendar feeds that parse, and stops a revoked or replaced one', async () => {
    const made = await call('POST', '/api/me/calendar-feed', { token: student.token, body: {} });
    expect(made.status).toBe(200);
    const path = new URL(made.body.url).pathname;
    const feed = await call('GET', path);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body as string));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(6);
    const byHost = events.find((event) => event.uid === `${lessonIds.byHost}@lessons`);
    expect(byHost?.summary).toContain(tutorA.name);
    const canceledOne = calendar
      .getAllSubcomponents('vevent')
      .find((event) => event.getFirstPropertyValue('uid') === `${lessonIds.later}@lessons`);
    expect(canceledOne?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await call('GET', '/api/me/calendar-feed', { token: student.token })).body.url).toBe(made.body.url);

    const renewed = await call('POST', '/api/me/calendar-feed', { token: student.token, body: {} });
    expect(renewed.body.url).not.toBe(made.body.url);
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('GET', new URL(renewed.body.url).pathname)).status).toBe(200);
    expect((await call('POST', '/api/me/calendar-feed/revocation', { token: student.token, body: {} })).status).toBe(
      204,
    );
    expect((await call('GET', new URL(renewed.body.url).pathname)).status).toBe(404);
    expect((await call('GET', '/api/me/calendar-feed', { token: student.token })).body.url).toBeNull();

    const tutorFeed = await call('POST', '/api/tutor/calendar-feed', { token: tutorA.token, body: {} });
    const tutorCalendar = new ICAL.Component(
      ICAL.parse((await call('GET', new URL(tutorFeed.body.url).pathname)).body as string),
    );
    expect(
      tutorCalendar
        .getAllSubcomponents('vevent')
        .map((event) => event.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(
      [`${lessonIds.byHost}@lessons`, `${lessonIds.future}@lessons`, `${lessonIds.teamRecorded}@lessons`].sort(),
    );
    expect((await call('GET', '/api/calendar/not-a-feed')).status).toBe(404);
  });

  it("erases a deleted learner's lesson history and stops their calendar feed", async () => {
    const feed = await call('POST', '/api/me/calendar-feed', { token: student.token, body: {} });
    const token = new URL(feed.body.url).pathname.split('/').pop()!;
    expect(await historyOf(lessonIds.byHost!)).not.toEqual([]);
    const deleted = await call('POST', '/api/me/deletion', {
      token: student.token,
      body: { confirmEmail: student.email },
    });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/calendar/${token}`)).status).toBe(404);
    expect(await Feed.ownerOf(token)).toBeNull();
    for (const id of Object.values(lessonIds)) expect(await historyOf(id)).toEqual([]);
    // The lessons stay for the school's records, without the note about the learner.
    const detail = await call('GET', `/api/admin/lessons/${lessonIds.byHost}`, { token: admin });
    expect(detail.body.lesson.note).toBeNull();
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('shows the About page only active tutors the team chose, and shuts an inactive tutor out', async () => {
    const team = await call('GET', '/api/tutors');
    const names = team.body.items.map((tutor: { name: string }) => tutor.name);
    expect(names).toContain(tutorA.name);
    expect(names).not.toContain(tutorB.name);
    expect(team.body.items[0]).not.toHaveProperty('email');

    const list = await call('GET', '/api/admin/tutors', { token: admin });
    const a = list.body.items.find((tutor: { id: string }) => tutor.id === tutorA.id);
    const stale = await call('PUT', `/api/admin/tutors/${tutorA.id}`, {
      token: admin,
      body: { ...pick(a), status: 'inactive', version: a.version + 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(tutorMessages.changedMeanwhile);
    const off = await call('PUT', `/api/admin/tutors/${tutorA.id}`, {
      token: admin,
      body: { ...pick(a), status: 'inactive', version: a.version },
    });
    expect(off.status).toBe(200);
    expect((await call('GET', `/api/tutor/lessons?${range(0, 1)}`, { token: tutorA.token })).status).toBe(401);
    expect((await call('GET', '/api/tutors')).body.items.map((tutor: { name: string }) => tutor.name)).not.toContain(
      tutorA.name,
    );
    const taken = await call('POST', '/api/admin/tutors', {
      token: admin,
      body: { name: 'Copy', email: tutorB.email, password: 'Temporary1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(tutorMessages.emailTaken);
  });
});

function pick(tutor: Record<string, unknown>) {
  const { name, bio, photoUrl, languages, teachesSisters, teachesChildren, showOnAbout } = tutor;
  return { name, bio, photoUrl: photoUrl ?? '', languages, teachesSisters, teachesChildren, showOnAbout };
}
