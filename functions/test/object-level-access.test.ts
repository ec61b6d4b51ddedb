import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { adminResetSchema } from '@app/shared/auth/account-codes';
import { deleteAccountSchema } from '@app/shared/students/my-data';
import { addSiblingSchema, removeLearnerSchema } from '@app/shared/students/learners';
import { adminUpdateSchema } from '@app/shared/admin/admins';
import { assignBookingSchema, dismissBookingSchema } from '@app/shared/admin/bookings';
import { dismissDeliverySchema, linkDeliverySchema, processDeliverySchema } from '@app/shared/admin/deliveries';
import { leadUpdateSchema } from '@app/shared/admin/leads';
import { packageUpdateSchema } from '@app/shared/admin/packages';
import { adjustmentSchema, resendInvitationSchema, studentStatusSchema } from '@app/shared/admin/students';
import { courseUpdateSchema } from '@app/shared/courses/schemas';
import { certificateIssueSchema, certificateRevokeSchema } from '@app/shared/certificates/schemas';
import { refundApproveSchema, refundRejectSchema } from '@app/shared/refunds/schemas';
import { mailResendSchema } from '@app/shared/admin/mail';
import { attendanceSchema, lessonNoteSchema, lessonTutorSchema, schoolCancelSchema } from '@app/shared/lessons/lessons';
import { courseTutorSchema, tutorUpdateSchema } from '@app/shared/tutors/schemas';
import { bookingLinkSchema } from '@app/shared/scheduling/schemas';
import { tutorWithToken } from './support/tutor-fixtures';
import * as OutboxMail from '../src/db/entities/outbox-mail';
import { transact } from '../src/db/transact';
import { approveRequestSchema, rejectRequestSchema } from '@app/shared/requests/schemas';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { LOCAL_BOOKING_REFERENCE_KEY } from '../../infra/local/local-config';
import { verifyReference } from '../src/core/bookings/booking-reference';
import { routeKey, routes, type Route } from '../src/routes';
import { fillPath, pathParams } from './support/access-fixtures';
import { tableSnapshot } from './support/table-snapshot';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { activePackage, deliver, publishedCourse, signUpStudent, trackingOf } from './support/student-fixtures';
import { intakeAnswers } from './support/lead-fixtures';

const A_NAME = 'Alia Rahman';
const A_PHONE = '+44 7700 900111';
const B_NAME = 'Bilal Osman';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(15, 0, 0, 0);
  return date;
};

describe('object-level access: student B never reads or changes anything of student A', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  let courseId: string;
  let courseVersion: number;
  let b: { email: string; userId: string; token: string };
  /** A, and the ids of everything A has. */
  const a = {
    email: '',
    userId: '',
    token: '',
    approvedRequestId: '',
    pendingRequestId: '',
    packageIds: [] as string[],
    bookingId: '',
    deliveryId: '',
    leadId: '',
    certificateCode: '',
    mailId: '',
    reference: '',
    joinUrl: `https://zoom.us/j/${Math.floor(Math.random() * 1e10)}`,
    feedToken: '',
    tutorId: '',
  };

  /** Every value that would identify A or A's data in an answer to B. */
  const markersOfA = () => ({
    'user id': a.userId,
    'e-mail': a.email,
    name: A_NAME,
    phone: A_PHONE,
    'approved request id': a.approvedRequestId,
    'pending request id': a.pendingRequestId,
    'booking id': a.bookingId,
    'delivery id': a.deliveryId,
    'lead id': a.leadId,
    'certificate code': a.certificateCode,
    'mail id': a.mailId,
    'booking reference': a.reference,
    'join link': a.joinUrl,
  });

  function expectNothingOfA(body: unknown, context: string, shownByDesign: readonly string[] = []) {
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
    for (const [what, value] of Object.entries(markersOfA())) {
      if (shownByDesign.includes(what)) continue;
      expect(value, `marker ${what} is set`).not.toBe('');
      expect(text, `${context}: A's ${what} in the answer`).not.toContain(value);
    }
  }

  /** Everything A and the back office can see of A, as whole answers. */
  async function stateOfA() {
    const [me, dashboard, course, detail] = await Promise.all([
      call('GET', '/api/me', { token: a.token }),
      call('GET', '/api/me/dashboard', { token: a.token }),
      call('GET', `/api/me/courses/${courseId}`, { token: a.token }),
      call('GET', `/api/admin/students/${a.userId}`, { token: admin }),
    ]);
    return { me, dashboard, course, detail };
  }

  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
    courseId = await publishedCourse(call, admin);
    courseVersion = (await call('GET', `/api/admin/courses/${courseId}`, { token: admin })).body.version;

    Object.assign(a, await signUpStudent(call, { fullName: A_NAME, phone: A_PHONE }));
    b = await signUpStudent(call, { fullName: B_NAME, phone: '+44 7700 900222' });

    // A's balance: a package request an admin approved.
    const paid = await activePackage(4);
    const asked = await call('POST', '/api/me/package-requests', {
      token: a.token,
      body: { packageId: paid.id, courseId },
    });
    a.approvedRequestId = asked.body.id;
    const approved = await call('POST', `/api/admin/package-requests/${a.approvedRequestId}/approve`, {
      token: admin,
      body: {},
    });
    if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);

    // A's pending request.
    const more = await activePackage(8);
    a.pendingRequestId = (
      await call('POST', '/api/me/package-requests', { token: a.token, body: { packageId: more.id, courseId } })
    ).body.id;
    a.packageIds = [paid.id, more.id];

    // A's booking: made in the widget from A's own course page, delivered signed by the scheduling service.
    const page = await call('GET', `/api/me/courses/${courseId}`, { token: a.token });
    const tracking = trackingOf(page.body.bookingUrl);
    a.reference = tracking.utm_content!;
    const booked = await deliver(
      call,
      inviteeCreated({
        seed: `a-${crypto.randomUUID()}`,
        name: A_NAME,
        email: a.email,
        start: inDays(3),
        tracking,
        joinUrl: a.joinUrl,
      }),
    );
    if (booked.body.outcome !== 'booked') throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
    a.bookingId = (await call('GET', '/api/me/dashboard', { token: a.token })).body.upcoming[0].id;
    // A booking A made outside the portal: a webhook delivery waiting for the team's review.
    const outside = await deliver(
      call,
      inviteeCreated({ seed: `a-outside-${crypto.randomUUID()}`, name: A_NAME, email: a.email, start: inDays(4) }),
    );
    if (outside.body.state !== 'needs_review') throw new Error(`delivery not kept: ${JSON.stringify(outside.body)}`);
    a.deliveryId = outside.body.deliveryId;

    // A's lead, from the public intake form.
    const lead = await call('POST', '/api/leads', {
      body: {
        fullName: A_NAME,
        email: a.email,
        phone: A_PHONE,
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    if (lead.status !== 201) throw new Error(`lead failed: ${lead.status} ${JSON.stringify(lead.body)}`);
    a.leadId = lead.body.id;

    // A's certificate of completion.
    const certificate = await call('POST', `/api/admin/students/${a.userId}/certificates`, {
      token: admin,
      body: { courseId },
    });
    if (certificate.status !== 201) throw new Error(`certificate failed: ${certificate.status}`);
    a.certificateCode = certificate.body.code;

    // An e-mail to A that the outbox gave up on (on the team's Mail problems list).
    const mail = OutboxMail.put({ to: a.email, subject: `Your sessions, ${A_NAME}`, text: 'Text for A' });
    await transact([{ item: mail }]);
    a.mailId = (mail.Put!.Item! as OutboxMail.MailItem).id;
    await OutboxMail.markFailed(mail.Put!.Item! as OutboxMail.MailItem, new Date(), 'MessageRejected: test');

    // A's calendar feed (its secret address), and a tutor of the school.
    const feed = await call('POST', '/api/me/calendar-feed', { token: a.token, body: {} });
    a.feedToken = new URL(feed.body.url).pathname.split('/').pop()!;
    a.tutorId = (await tutorWithToken(call, admin)).id;
  });

  it('A has a balance, a pending request, a booking and a lead (what B must not reach)', async () => {
    const { me, dashboard, course, detail } = await stateOfA();
    expect(me.body).toMatchObject({ userId: a.userId, email: a.email, student: { fullName: A_NAME, phone: A_PHONE } });
    expect(dashboard.body.balances).toEqual([
      {
        courseId,
        courseTitle: expect.any(String),
        sessionsRemaining: 3,
        lots: [expect.objectContaining({ kind: 'purchase', sessionsLeft: 3 })],
      },
    ]);
    expect(dashboard.body.counters).toEqual({ sessionsRemaining: 3, upcoming: 1, pendingRequests: 1 });
    expect(dashboard.body.upcoming).toEqual([expect.objectContaining({ id: a.bookingId, joinUrl: a.joinUrl })]);
    expect(dashboard.body.requests.map((r: { id: string }) => r.id).sort()).toEqual(
      [a.approvedRequestId, a.pendingRequestId].sort(),
    );
    expect(course.body).toMatchObject({ courseId, sessionsRemaining: 3 });
    expect(verifyReference(a.reference, courseId, LOCAL_BOOKING_REFERENCE_KEY)).toBe(a.userId);
    // The ids are the real ones: the back office finds them under A.
    expect(detail.status).toBe(200);
    expect(detail.body.bookings.map((x: { id: string }) => x.id)).toEqual([a.bookingId]);
    const leads = await call('GET', `/api/admin/leads?q=${encodeURIComponent(a.email)}`, { token: admin });
    expect(leads.body.items.map((x: { id: string }) => x.id)).toEqual([a.leadId]);
  });

  it("B's /api/me is B, with nothing of A's", async () => {
    const me = await call('GET', '/api/me', { token: b.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userId: b.userId, email: b.email, role: 'student', student: { id: b.userId } });
    expect(me.body.student.fullName).toBe(B_NAME);
    expectNothingOfA(me.body, 'GET /api/me');
  });

  it("B's dashboard is B's own: no balance, request or booking of A's", async () => {
    const dashboard = await call('GET', '/api/me/dashboard', { token: b.token });
    expect(dashboard).toEqual({
      status: 200,
      body: {
        balances: [],
        upcoming: [],
        requests: [],
        refundable: [],
        pendingRefunds: [],
        counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: 0 },
      },
    });
    expectNothingOfA(dashboard.body, 'GET /api/me/dashboard');
  });

  it("B's page for A's course shows B's balance and a booking link whose reference names B, not A", async () => {
    const page = await call('GET', `/api/me/courses/${courseId}`, { token: b.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ courseId, sessionsRemaining: 0 });
    const url = new URL(page.body.bookingUrl);
    const reference = url.searchParams.get('utm_content')!;
    expect(reference.split('.')[0]).toBe(b.userId);
    expect(verifyReference(reference, courseId, LOCAL_BOOKING_REFERENCE_KEY)).toBe(b.userId);
    expect(url.searchParams.get('email')).toBe(b.email);
    expect(url.searchParams.get('name')).toBe(B_NAME);
    expect(url.searchParams.get('utm_campaign')).toBe(courseId);
    expectNothingOfA(page.body, `GET /api/me/courses/${courseId}`);
    expectNothingOfA(decodeURIComponent(page.body.bookingUrl), 'the booking link');

    // Booking on B's link with A's name and e-mail charges B's (empty) balance, never A's.
    const before = await stateOfA();
    const answer = await deliver(
      call,
      inviteeCreated({
        seed: `b-${crypto.randomUUID()}`,
        name: A_NAME,
        email: a.email,
        start: inDays(4),
        tracking: trackingOf(page.body.bookingUrl),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).not.toBe('booked');
    expect(await stateOfA()).toEqual(before);
  });

  it("ignores A's ids in B's query strings", async () => {
    const reads = routes.filter((route) => route.method === 'GET' && ['signed_in', 'student'].includes(route.access));
    expect(reads.length).toBeGreaterThan(0);
    const smuggled = new URLSearchParams({ studentId: a.userId, userId: a.userId, id: a.userId, sub: a.userId });
    for (const route of reads) {
      const path = fillPath(route.path, { courseId });
      const plain = await call('GET', path, { token: b.token });
      const withIds = await call('GET', `${path}?${smuggled}`, { token: b.token });
      // The same answer, but for when it was made (the data export says when).
      const untimed = (answer: typeof plain) => ({ ...answer, body: { ...answer.body, exportedAt: undefined } });
      expect(untimed(withIds), routeKey(route)).toEqual(untimed(plain));
      expectNothingOfA(withIds.body, `${routeKey(route)}?${smuggled}`);
    }
  });

  it('refuses B every read and write that names A as the learner, writing nothing', async () => {
    const before = await stateOfA();
    const table = await tableSnapshot();
    const reads = routes.filter((route) => route.method === 'GET' && route.access === 'student');
    let named = 0;
    for (const route of reads) {
      if (routeKey(route) === 'GET /api/me/export') continue; // the caller's whole account: names no learner
      const answer = await call('GET', `${fillPath(route.path, { courseId })}?learnerId=${a.userId}`, {
        token: b.token,
      });
      expect(answer.status, routeKey(route)).toBe(404);
      expect(answer.body.error.message, routeKey(route)).toBe('Learner not found');
      expectNothingOfA(answer.body, routeKey(route));
      named += 1;
    }
    // Dashboard, course, certificates, lessons, progress and calendar feed.
    expect(named).toBe(6);
    const pkg = a.packageIds[0]!;
    for (const [method, path, body] of [
      [
        'PUT',
        '/api/me/profile',
        { goals: ['Travel'], motivation: 'Planted in the wrong account.', learnerId: a.userId },
      ],
      ['POST', '/api/me/package-requests', { packageId: pkg, courseId, learnerId: a.userId }],
      ['POST', '/api/me/calendar-feed', { learnerId: a.userId }],
      ['POST', '/api/me/calendar-feed/revocation', { learnerId: a.userId }],
    ] as const) {
      const answer = await call(method, path, { token: b.token, body });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message, path).toBe('Learner not found');
    }
    expect(await stateOfA()).toEqual(before);
    expect(await tableSnapshot()).toEqual(table);
  });

  it("B's profile save changes B only, and B cannot name A in it", async () => {
    const before = await stateOfA();
    const table = await tableSnapshot();
    const profile = { goals: ['Travel'], motivation: 'Bilal wants to order food in Cairo.' };
    for (const field of ['id', 'studentId', 'userId', 'email']) {
      const answer = await call('PUT', '/api/me/profile', {
        token: b.token,
        body: { ...profile, [field]: field === 'email' ? a.email : a.userId },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.message, field).toBe(`Unknown field: ${field}`);
    }
    expect(await tableSnapshot()).toEqual(table);

    const saved = await call('PUT', '/api/me/profile', { token: b.token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: b.userId, email: b.email, goals: ['Travel'], intakeCompleted: true });
    expectNothingOfA(saved.body, 'PUT /api/me/profile');
    expect((await call('GET', '/api/me', { token: b.token })).body.student.motivation).toBe(profile.motivation);
    expect(await stateOfA()).toEqual(before);
  });

  /** A's ids for each path parameter the route table uses (a route with a new one must be added here). */
  const idsOfA = (param: string): string[] => {
    const ids: Record<string, string[]> = {
      requestId: [a.pendingRequestId, a.approvedRequestId],
      // A refund request's id is the id of the purchase it refunds.
      refundId: [a.approvedRequestId],
      bookingId: [a.bookingId],
      deliveryId: [a.deliveryId],
      studentId: [a.userId],
      adminId: [a.userId],
      courseId: [courseId],
      packageId: a.packageIds,
      leadId: [a.leadId],
      code: [a.certificateCode],
      mailId: [a.mailId],
      // A's own learner id is A's account id.
      learnerId: [a.userId],
      // A lesson is a booking.
      lessonId: [a.bookingId],
      tutorId: [a.tutorId],
      feedToken: [a.feedToken],
    };
    if (!ids[param]) throw new Error(`no id of A's for {${param}}: add one to idsOfA`);
    return ids[param];
  };

  /**
   * What B sends: for writes, a body an admin could send to make the change (so a broken access
   * check would show up as a change, not hide behind a 400), checked against the route's schema.
   */
  const attacks = (): Record<string, { schema: z.ZodType; body: unknown }> => ({
    'POST /api/admin/package-requests/{requestId}/approve': { schema: approveRequestSchema, body: {} },
    'POST /api/admin/refund-requests/{refundId}/approve': { schema: refundApproveSchema, body: {} },
    'POST /api/admin/mail/{mailId}/resend': { schema: mailResendSchema, body: {} },
    'POST /api/admin/students/{studentId}/invitation': { schema: resendInvitationSchema, body: {} },
    'POST /api/admin/refund-requests/{refundId}/reject': {
      schema: refundRejectSchema,
      body: { reason: 'Taken over by another student' },
    },
    'POST /api/admin/package-requests/{requestId}/reject': {
      schema: rejectRequestSchema,
      body: { reason: 'Taken over by another student' },
    },
    'POST /api/me/learners/{learnerId}/removal': { schema: removeLearnerSchema, body: { confirmName: A_NAME } },
    'POST /api/admin/students/{studentId}/family': {
      schema: addSiblingSchema,
      body: { fullName: 'Planted Sibling', ageGroup: 'child' },
    },
    'PATCH /api/admin/leads/{leadId}': { schema: leadUpdateSchema, body: { status: 'lost', version: 1 } },
    'PATCH /api/admin/students/{studentId}': { schema: studentStatusSchema, body: { status: 'inactive', version: 0 } },
    'POST /api/admin/students/{studentId}/adjustments': {
      schema: adjustmentSchema,
      body: { courseId, amount: -3, reason: 'Moved to another student' },
    },
    'POST /api/admin/students/{studentId}/certificates': {
      schema: certificateIssueSchema,
      body: { courseId, note: 'Issued by another student' },
    },
    'POST /api/admin/certificates/{code}/revoke': {
      schema: certificateRevokeSchema,
      body: { reason: 'Revoked by another student' },
    },
    'PUT /api/admin/packages/{packageId}': {
      schema: packageUpdateSchema,
      body: {
        name: 'Taken over',
        description: 'Changed by another student.',
        priceUsd: 1,
        sessionCount: 100,
        version: 0,
      },
    },
    'POST /api/me/courses/{courseId}/booking-link': { schema: bookingLinkSchema, body: { exclude: [] } },
    'POST /api/admin/bookings/unmatched/{bookingId}/assign': {
      schema: assignBookingSchema,
      body: { studentId: b.userId, courseId },
    },
    'POST /api/admin/bookings/unmatched/{bookingId}/dismiss': {
      schema: dismissBookingSchema,
      body: { reason: 'Not needed' },
    },
    'POST /api/admin/bookings/deliveries/{deliveryId}/link': {
      schema: linkDeliverySchema,
      body: { studentId: b.userId, courseId },
    },
    'POST /api/admin/bookings/deliveries/{deliveryId}/process': { schema: processDeliverySchema, body: {} },
    'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss': {
      schema: dismissDeliverySchema,
      body: { reason: 'Not needed' },
    },
    'PATCH /api/admin/admins/{adminId}': {
      schema: adminUpdateSchema,
      body: { name: 'Taken Over', role: 'super_admin', version: 0 },
    },
    'POST /api/admin/admins/{adminId}/password-reset': { schema: adminResetSchema, body: {} },
    'POST /api/admin/students/{studentId}/deletion': {
      schema: deleteAccountSchema,
      body: { confirmEmail: 'someone@example.com' },
    },
    'POST /api/tutor/lessons/{lessonId}/attendance': { schema: attendanceSchema, body: { outcome: 'tutor_no_show' } },
    'PUT /api/tutor/lessons/{lessonId}/note': { schema: lessonNoteSchema, body: { covered: 'Planted by another' } },
    'POST /api/admin/lessons/{lessonId}/attendance': { schema: attendanceSchema, body: { outcome: 'tutor_no_show' } },
    'PUT /api/admin/lessons/{lessonId}/note': { schema: lessonNoteSchema, body: { covered: 'Planted by another' } },
    'PUT /api/admin/lessons/{lessonId}/tutor': { schema: lessonTutorSchema, body: { tutorId: a.tutorId } },
    'POST /api/admin/lessons/{lessonId}/cancellation': {
      schema: schoolCancelSchema,
      body: { reason: 'Canceled by another student' },
    },
    'PUT /api/admin/tutors/{tutorId}': {
      schema: tutorUpdateSchema,
      body: { name: 'Taken Over', status: 'inactive', version: 0 },
    },
    'PUT /api/admin/courses/{courseId}/tutor': { schema: courseTutorSchema, body: { tutorId: a.tutorId } },
    'PUT /api/admin/courses/{courseId}': {
      schema: courseUpdateSchema,
      body: {
        title: 'Taken over',
        shortDescription: 'Changed by another student.',
        description: 'This course was changed by a student who should not be able to.',
        category: 'Quranic Arabic',
        whatYouWillLearn: ['Nothing'],
        isPublished: false,
        version: courseVersion,
      },
    },
  });

  const withPathIds = routes.filter((route) => pathParams(route.path).length > 0);

  /**
   * A certificate is public to whoever holds its code (a school, an employer): its page shows the
   * name and the code. What B must not do is find A's code, which no answer to B ever holds.
   */
  const shownByDesign = (route: Route) =>
    route.access === 'public' && route.path.startsWith('/api/certificates/')
      ? ['name', 'certificate code']
      : // A calendar feed's secret address is its access, like a certificate's code: whoever holds
        // it reads the lessons (B cannot find it: no answer to B holds it).
        route.access === 'public' && route.path.startsWith('/api/calendar/')
        ? ['name', 'booking id', 'join link']
        : [];

  it('gives every write with a path id a body that passes validation (a broken check would show as a change)', () => {
    const table = attacks();
    for (const [key, { schema, body }] of Object.entries(table)) {
      expect(
        withPathIds.some((route) => routeKey(route) === key),
        `${key} is in the route table`,
      ).toBe(true);
      const parsed = schema.safeParse(body);
      expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const writesWithBodies = withPathIds.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    for (const route of writesWithBodies) expect(table, routeKey(route)).toHaveProperty([routeKey(route)]);
  });

  it.each(withPathIds.map((route) => [`${routeKey(route)} [${route.access}]`, route] as const))(
    "%s, called by B with A's ids, refuses admin routes and changes nothing of A's",
    async (_label, route: Route) => {
      const before = await stateOfA();
      const table = await tableSnapshot();
      const params = pathParams(route.path);
      // Every combination of A's ids for the route's parameters.
      let combinations: Record<string, string>[] = [{}];
      for (const param of params) {
        combinations = combinations.flatMap((ids) => idsOfA(param).map((id) => ({ ...ids, [param]: id })));
      }
      for (const ids of combinations) {
        const path = fillPath(route.path, ids);
        const body = route.method === 'GET' ? undefined : (attacks()[routeKey(route)]?.body ?? {});
        const answer = await call(route.method, path, { token: b.token, body, headers: visitorHeaders() });
        const seen = `${route.method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (route.access === 'admin' || route.access === 'super_admin' || route.access === 'tutor') {
          expect(answer.status, seen).toBe(403);
          expect(answer.body.error.code, seen).toBe('FORBIDDEN');
        } else if (params.includes('learnerId')) {
          // A's learner, named in the path: not one of B's, so it reads as not there.
          expect(answer.status, seen).toBe(404);
          expect(answer.body.error.message, seen).toBe('Learner not found');
        } else {
          // B's own view of a shared thing (a public course, B's page for the course).
          expect(answer.status, seen).toBe(200);
        }
        expectNothingOfA(answer.body, seen, shownByDesign(route));
      }
      expect(await stateOfA()).toEqual(before);
      expect(await tableSnapshot()).toEqual(table);
    },
  );

  it("refuses B every admin list (they hold A's data) without showing any of it", async () => {
    const lists = routes.filter(
      (route) =>
        route.method === 'GET' &&
        pathParams(route.path).length === 0 &&
        (route.access === 'admin' || route.access === 'super_admin'),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const route of lists) {
      const answer = await call('GET', route.path, { token: b.token });
      expect(answer.status, routeKey(route)).toBe(403);
      expectNothingOfA(answer.body, routeKey(route));
    }
  });

  it('does not treat an admin or a super admin as a student', async () => {
    const profile = { goals: ['Travel'], motivation: 'An admin pretending to be a student.' };
    for (const token of [admin, superAdmin]) {
      const me = await call('GET', '/api/me', { token });
      expect(me.body.student).toBeNull();
      const attempts = [
        await call('GET', '/api/me/dashboard', { token }),
        await call('GET', `/api/me/courses/${courseId}`, { token }),
        await call('PUT', '/api/me/profile', { token, body: profile }),
        await call('POST', '/api/me/package-requests', { token, body: { packageId: a.packageIds[0], courseId } }),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('FORBIDDEN');
      }
    }
  });

  it("refuses a student token on /api/admin/students/{A's id}, A's own included", async () => {
    for (const token of [b.token, a.token]) {
      const answer = await call('GET', `/api/admin/students/${a.userId}`, { token });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('FORBIDDEN');
      expectNothingOfA(answer.body, 'GET /api/admin/students/{A}');
    }
    // The same id, asked by an admin, is A's record: the refusal is about the caller.
    const asAdmin = await call('GET', `/api/admin/students/${a.userId}`, { token: admin });
    expect(asAdmin.body.profile).toMatchObject({ id: a.userId, fullName: A_NAME });
  });
});
