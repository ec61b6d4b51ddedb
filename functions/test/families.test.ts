import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { learnerMessages, MAX_LEARNERS } from '@app/shared/students/learners';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { LOCAL_BOOKING_REFERENCE_KEY } from '../../infra/local/local-config';
import { verifyReference } from '../src/core/bookings/booking-reference';
import { db, tableName } from '../src/db/client';
import { routeKey, routes } from '../src/routes';
import { fillPath } from './support/access-fixtures';
import { auditLedger } from './support/ledger-audit';
import { sentMail, useGateway, userWithGroup } from './support/gateway';
import { tableSnapshot, describeChange } from './support/table-snapshot';
import { activePackage, deliver, publishedCourse, signUpStudent, trackingOf } from './support/student-fixtures';

const PARENT = 'Khadija Rahman';
const FIRST = 'Yusuf Rahman';
const SECOND = 'Maryam Rahman';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(14, 0, 0, 0);
  return date;
};

const childAnswers = {
  ageGroup: 'child',
  level: 'beginner',
  goals: ['Reading Quran'],
  motivation: 'She wants to read the Quran like her brother.',
};

describe('families: one account, several learners', () => {
  const call = useGateway();
  let admin: string;
  let courseId: string;
  /** Parent A: first learner (the account's own id) from the paid intake, then a second child. */
  const a = { email: '', userId: '', token: '', second: '' };
  let b: { email: string; userId: string; token: string };

  const dashboardOf = async (learnerId: string, token = a.token) =>
    call('GET', `/api/me/dashboard?learnerId=${learnerId}`, { token });

  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
    // The paid intake's answers for the first child travel with the sign-up.
    Object.assign(
      a,
      await signUpStudent(
        call,
        {
          fullName: PARENT,
          intake: {
            ageGroup: 'kid',
            level: 'beginner',
            goals: ['Quran/Reading'],
            why: 'Yusuf wants to learn tajweed.',
            learnerName: FIRST,
          },
        },
        { intake: false },
      ),
    );
    b = await signUpStudent(call, { fullName: 'Bilal Osman' });
  });

  it('adds a second child to the signed-in account, with their own complete profile', async () => {
    const added = await call('POST', '/api/me/learners', {
      token: a.token,
      body: { fullName: SECOND, ...childAnswers },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      fullName: SECOND,
      accountId: a.userId,
      holderName: PARENT,
      email: a.email,
      ageGroup: 'child',
      intakeCompleted: true,
      status: 'active',
    });
    expect(added.body.id).not.toBe(a.userId);
    a.second = added.body.id;

    const me = await call('GET', '/api/me', { token: a.token });
    expect(me.body.account).toEqual({ id: a.userId, fullName: PARENT, email: a.email, phone: '' });
    expect(me.body.learners.map((learner: { id: string }) => learner.id)).toEqual([a.userId, a.second]);
    // The first learner came from the sign-up's intake answers: complete, a child.
    expect(me.body.learners[0]).toMatchObject({
      id: a.userId,
      fullName: FIRST,
      holderName: PARENT,
      intakeCompleted: true,
      ageGroup: 'child',
    });
    expect(me.body.student.id).toBe(a.userId);
  });

  it('refuses a second learner of the same name, bad answers, and more than the account may hold, writing nothing', async () => {
    const table = await tableSnapshot();
    const same = await call('POST', '/api/me/learners', {
      token: a.token,
      body: { fullName: ` ${SECOND.toUpperCase()} `, ...childAnswers },
    });
    expect(same.status).toBe(409);
    expect(same.body.error.message).toBe(learnerMessages.sameName);
    const bad = await call('POST', '/api/me/learners', {
      token: a.token,
      body: { fullName: 'Z', ...childAnswers, goals: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ fullName: expect.any(String), goals: expect.any(String) });
    const after = await tableSnapshot();
    expect(describeChange(table, after)).toBe(describeChange(table, table));

    // A family of its own fills up to the limit.
    const c = await signUpStudent(call, { fullName: 'Hana Saleh' });
    for (let index = 1; index < MAX_LEARNERS; index += 1) {
      const next = await call('POST', '/api/me/learners', {
        token: c.token,
        body: { fullName: `Child Number ${index}`, ...childAnswers },
      });
      expect(next.status, `learner ${index + 1}`).toBe(201);
    }
    const full = await call('POST', '/api/me/learners', {
      token: c.token,
      body: { fullName: 'One Too Many', ...childAnswers },
    });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(learnerMessages.tooMany);
  });

  it('gives two children in the same course two balances, each bought and approved for them', async () => {
    const pkg = await activePackage(4);
    const asks: string[] = [];
    for (const learnerId of [a.userId, a.second]) {
      const asked = await call('POST', '/api/me/package-requests', {
        token: a.token,
        body: { packageId: pkg.id, courseId, learnerId },
      });
      expect(asked.status, learnerId).toBe(201);
      expect(asked.body.studentId).toBe(learnerId);
      asks.push(asked.body.id as string);
    }
    // The same package and course for each child: not a duplicate, since they are two learners.
    const requests = await call('GET', '/api/admin/package-requests?status=pending', { token: admin });
    const names = requests.body.items
      .filter((item: { id: string }) => asks.includes(item.id))
      .map((item: { studentName: string }) => item.studentName)
      .sort();
    expect(names).toEqual([FIRST, SECOND].sort());
    for (const id of asks) {
      expect((await call('POST', `/api/admin/package-requests/${id}/approve`, { token: admin, body: {} })).status).toBe(
        200,
      );
    }
    for (const learnerId of [a.userId, a.second]) {
      const dashboard = await dashboardOf(learnerId);
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.balances).toEqual([expect.objectContaining({ courseId, sessionsRemaining: 4 })]);
    }
    // Left out, the learner is the account's own.
    expect((await call('GET', '/api/me/dashboard', { token: a.token })).body.balances[0].sessionsRemaining).toBe(4);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('charges the learner the booking reference names, whatever e-mail books, and mails the parent about that child', async () => {
    const page = await call('GET', `/api/me/courses/${courseId}?learnerId=${a.second}`, { token: a.token });
    expect(page.status).toBe(200);
    const url = new URL(page.body.bookingUrl);
    expect(url.searchParams.get('name')).toBe(SECOND);
    expect(url.searchParams.get('email')).toBe(a.email);
    expect(url.searchParams.get('a1')).toBe('beginner');
    const tracking = trackingOf(page.body.bookingUrl);
    expect(verifyReference(tracking.utm_content!, courseId, LOCAL_BOOKING_REFERENCE_KEY)).toBe(a.second);

    // Booked with someone else's name and address: still the second child's lesson.
    const booked = await deliver(
      call,
      inviteeCreated({
        seed: `fam-${crypto.randomUUID()}`,
        name: 'Someone Else',
        email: b.email,
        start: inDays(3),
        tracking,
      }),
    );
    expect(booked.body.outcome).toBe('booked');
    const second = await dashboardOf(a.second);
    expect(second.body.balances[0].sessionsRemaining).toBe(3);
    expect(second.body.upcoming).toHaveLength(1);
    const first = await dashboardOf(a.userId);
    expect(first.body.balances[0].sessionsRemaining).toBe(4);
    expect(first.body.upcoming).toHaveLength(0);
    expect((await call('GET', '/api/me/dashboard', { token: b.token })).body.upcoming).toHaveLength(0);

    const mail = (await sentMail()).filter(
      (item) => item.destination.to.includes(a.email) && item.subject.startsWith('Lesson booked'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`(for ${SECOND})`);
    expect(mail[0]!.body.text).toContain(`Assalamu alaikum ${PARENT},`);
    expect(mail[0]!.body.text).toContain(`This is about ${SECOND}'s lessons.`);
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('saves a profile and lists certificates per learner', async () => {
    const saved = await call('PUT', '/api/me/profile', {
      token: a.token,
      body: { ...childAnswers, level: 'intermediate', learnerId: a.second },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: a.second, level: 'intermediate' });
    const me = await call('GET', '/api/me', { token: a.token });
    expect(me.body.learners.find((l: { id: string }) => l.id === a.userId).level).toBe('beginner');

    const issued = await call('POST', `/api/admin/students/${a.second}/certificates`, {
      token: admin,
      body: { courseId },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.studentName).toBe(SECOND);
    const mine = await call('GET', `/api/me/certificates?learnerId=${a.second}`, { token: a.token });
    expect(mine.body.items.map((c: { code: string }) => c.code)).toEqual([issued.body.code]);
    expect((await call('GET', '/api/me/certificates', { token: a.token })).body.items).toEqual([]);
    const mail = (await sentMail()).find(
      (item) => item.destination.to.includes(a.email) && item.subject.startsWith('Your certificate of completion'),
    );
    expect(mail?.subject).toContain(`(for ${SECOND})`);
    expect(mail?.body.text).toContain(`Congratulations to ${SECOND} on completing`);
  });

  it("lets parent B neither read nor act for A's child, by any route that names a learner", async () => {
    const before = await tableSnapshot();
    const studentRoutes = routes.filter((route) => route.access === 'student');
    expect(studentRoutes.length).toBeGreaterThan(5);
    let checked = 0;
    for (const route of studentRoutes) {
      const key = routeKey(route);
      const path = fillPath(route.path, { courseId, learnerId: a.second });
      if (route.method === 'GET') {
        const answer = await call('GET', `${path}?learnerId=${a.second}`, { token: b.token });
        if (key === 'GET /api/me/export') {
          // The export is the caller's account: it names no learner and holds nothing of A's.
          expect(JSON.stringify(answer.body)).not.toContain(a.second);
          continue;
        }
        expect(answer.status, key).toBe(404);
        expect(JSON.stringify(answer.body), key).not.toContain(SECOND);
        checked += 1;
        continue;
      }
      const bodies: Record<string, unknown> = {
        'PUT /api/me/profile': { ...childAnswers, learnerId: a.second },
        'POST /api/me/package-requests': { packageId: (await activePackage(2)).id, courseId, learnerId: a.second },
        'POST /api/me/learners/{learnerId}/removal': { confirmName: SECOND },
      };
      if (!(key in bodies)) continue;
      const answer = await call(route.method, path, { token: b.token, body: bodies[key] });
      expect(answer.status, key).toBe(404);
      expect(answer.body.error.message, key).toBe(learnerMessages.notFound);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    // B's own (refunds name the purchase, whose learner is checked the same way).
    const request = (await dashboardOf(a.second)).body.requests[0].id as string;
    const refund = await call('POST', '/api/me/refund-requests', {
      token: b.token,
      body: { packageRequestId: request },
    });
    expect(refund.status).toBe(404);
    const after = await tableSnapshot();
    const changes = describeChange(before, after);
    // Only the packages this test made (an admin's doing) appear.
    expect(changes).not.toMatch(/STUDENT#|REQUEST#|ACCOUNT#|BOOKING#|REFUND#/);
  });

  it('shows the team the family, finds a child by the parent, and lets the team add a sibling', async () => {
    const detail = await call('GET', `/api/admin/students/${a.second}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.family.holder).toEqual({ id: a.userId, fullName: PARENT, email: a.email, phone: '' });
    expect(detail.body.family.learners.map((l: { id: string }) => l.id)).toEqual([a.userId, a.second]);
    const found = await call('GET', `/api/admin/students?q=${encodeURIComponent('khadija')}`, { token: admin });
    expect(found.body.items.map((s: { id: string }) => s.id).sort()).toEqual([a.userId, a.second].sort());
    const byMail = await call('GET', `/api/admin/students?q=${encodeURIComponent(a.email)}`, { token: admin });
    expect(byMail.body.items.map((s: { id: string }) => s.id).sort()).toEqual([a.userId, a.second].sort());

    const sibling = await call('POST', `/api/admin/students/${a.second}/family`, {
      token: admin,
      body: { fullName: 'Ibrahim Rahman', ageGroup: 'teen' },
    });
    expect(sibling.status).toBe(201);
    expect(sibling.body).toMatchObject({
      accountId: a.userId,
      holderName: PARENT,
      intakeCompleted: false,
      ageGroup: 'teen',
    });
    const again = await call('POST', `/api/admin/students/${a.second}/family`, {
      token: admin,
      body: { fullName: 'ibrahim rahman' },
    });
    expect(again.status).toBe(409);
    const me = await call('GET', '/api/me', { token: a.token });
    expect(me.body.learners).toHaveLength(3);
    // Incomplete until the parent fills the profile: no sessions for them yet.
    const asked = await call('POST', '/api/me/package-requests', {
      token: a.token,
      body: { packageId: (await activePackage(2)).id, courseId, learnerId: sibling.body.id },
    });
    expect(asked.status).toBe(403);
    // A learner with a lesson to come is not removed (the lesson would stay on the tutor's calendar).
    const busy = await call('POST', `/api/me/learners/${a.second}/removal`, {
      token: a.token,
      body: { confirmName: SECOND },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe(learnerMessages.stillUnderWay(SECOND));
    // The parent removes them again (typing the name); the wrong name removes nothing.
    const wrong = await call('POST', `/api/me/learners/${sibling.body.id}/removal`, {
      token: a.token,
      body: { confirmName: 'Ibrahim' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(learnerMessages.removeConfirm);
    const removed = await call('POST', `/api/me/learners/${sibling.body.id}/removal`, {
      token: a.token,
      body: { confirmName: 'ibrahim rahman' },
    });
    expect(removed.status).toBe(204);
    expect((await call('GET', '/api/me', { token: a.token })).body.learners).toHaveLength(2);
    expect((await dashboardOf(sibling.body.id)).status).toBe(404);
    const gone = await call('GET', `/api/admin/students?q=${encodeURIComponent('ibrahim')}`, { token: admin });
    expect(gone.body.items.map((s: { id: string }) => s.id)).not.toContain(sibling.body.id);
  });

  it("keeps the account's last learner, and deleting the account removes every learner", async () => {
    const c = await signUpStudent(call, { fullName: 'Salma Idris' });
    const last = await call('POST', `/api/me/learners/${c.userId}/removal`, {
      token: c.token,
      body: { confirmName: 'Salma Idris' },
    });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(learnerMessages.lastLearner);
    const child = await call('POST', '/api/me/learners', {
      token: c.token,
      body: { fullName: 'Zaid Idris', ...childAnswers },
    });
    expect(child.status).toBe(201);
    const exported = await call('GET', '/api/me/export', { token: c.token });
    expect(exported.body.account).toMatchObject({ userId: c.userId, fullName: 'Salma Idris', email: c.email });
    expect(exported.body.learners.map((l: { profile: { fullName: string } }) => l.profile.fullName)).toEqual([
      'Salma Idris',
      'Zaid Idris',
    ]);
    // The account's own first learner can leave too: the account and its other learner stay.
    expect(
      (
        await call('POST', `/api/me/learners/${c.userId}/removal`, {
          token: c.token,
          body: { confirmName: 'salma idris' },
        })
      ).status,
    ).toBe(204);
    const left = await call('GET', '/api/me', { token: c.token });
    expect(left.body.learners.map((l: { id: string }) => l.id)).toEqual([child.body.id]);
    expect(left.body.account).toMatchObject({ fullName: 'Salma Idris', email: c.email });
    expect(left.body.student).toBeNull();
    const deleted = await call('POST', '/api/me/deletion', { token: c.token, body: { confirmEmail: c.email } });
    expect(deleted.status).toBe(204);
    for (const id of [c.userId, child.body.id]) {
      const detail = await call('GET', `/api/admin/students/${id}`, { token: admin });
      expect(detail.body.profile).toMatchObject({ fullName: 'Deleted student', email: '', status: 'inactive' });
    }
    const found = await call('GET', `/api/admin/students?q=${encodeURIComponent('idris')}`, { token: admin });
    expect(found.body.items).toEqual([]);
  });

  it('reads a student the previous version wrote as an account with one learner, itself', async () => {
    const id = crypto.randomUUID();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `STUDENT#${id}`,
          sk: 'PROFILE',
          type: 'student',
          id,
          fullName: 'Old Student',
          email: `old-${id}@example.com`,
          phone: '',
          ageGroup: 'adult',
          level: 'beginner',
          goals: ['Reading Quran'],
          motivation: 'Written by the previous version.',
          intakeCompleted: true,
          status: 'active',
          createdAt: new Date().toISOString(),
          pendingRequests: 0,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    const detail = await call('GET', `/api/admin/students/${id}`, { token: admin });
    expect(detail.body.profile).toMatchObject({ id, accountId: id, holderName: 'Old Student' });
    expect(detail.body.family).toEqual({
      holder: { id, fullName: 'Old Student', email: `old-${id}@example.com`, phone: '' },
      learners: [{ id, fullName: 'Old Student', ageGroup: 'adult', status: 'active', intakeCompleted: true }],
    });
  });
});
