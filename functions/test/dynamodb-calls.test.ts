import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inviteeCreated, inviteeUriOf } from '../../infra/local/calendly-deliveries';
import { watchCalls } from '../../infra/local/iam-guard';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import { db, tableName } from '../src/db/client';
import { adminKey } from '../src/db/entities/admin';
import * as Counters from '../src/db/entities/counters';
import * as OutboxMail from '../src/db/entities/outbox-mail';
import { setupLockKey } from '../src/db/entities/system';
import { transact } from '../src/db/transact';
import { deleteUser } from '../src/lib/cognito-users';
import { routeKey, routes, type Method, type Route } from '../src/routes';
import { monthsBetween } from '../src/db/entities/lesson';
import { tutorWithToken } from './support/tutor-fixtures';
import { STANDIN_TOKEN, useCalendlyStandIn } from './support/calendly-fixtures';
import { useGateway, userWithGroup, visitorHeaders, type CallResult } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';
import {
  activePackage,
  deliver,
  portalTracking,
  publishedCourse,
  mailedCode,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';

/**
 * What each route costs in DynamoDB: for one representative request of every route in the route
 * table, the number of SDK requests to DynamoDB made while it runs (a transaction is one request,
 * whatever its items; a retried request would count again), seen through the local IAM guard's
 * `watchCalls`, must equal the number its access pattern needs (functions/src/db/README.md).
 * A route without an expected count fails: a new route adds one here.
 *
 * Every admin request starts with the wrapper's two reads (http/http-handler.ts, `adminSession`):
 * the session cutoff and the stored admin account, in parallel.
 */
const ADMIN = 2;
/** Every other signed-in request reads the session cutoff first (`liveSession`: a reset ends sessions). */
const SIGNED_IN = 1;
/** A tutor's request reads the session cutoff and the stored tutor, in parallel (`tutorSession`). */
const TUTOR = 2;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const lessonRange = (from: number, to: number) =>
  `from=${encodeURIComponent(hoursFromNow(from).toISOString())}&to=${encodeURIComponent(hoursFromNow(to).toISOString())}`;
/** How many calendar months (UTC) a range of start times touches: one Query each. */
const monthsIn = (from: Date, to: Date) => monthsBetween(from.toISOString(), to.toISOString()).length;

type Call = ReturnType<typeof useGateway>;
type Options = Parameters<Call>[2];

interface Measured {
  answer: CallResult<any>;
  /** One entry per DynamoDB request, in order: its action(s) and partition key(s). */
  requests: string[];
}

type Measure = (method: Method, path: string, options?: Options) => Promise<Measured>;

interface Case {
  /** DynamoDB requests the access pattern needs. */
  calls: number | (() => Promise<number>);
  /** Those requests, as the pattern has them. */
  pattern: string;
  status: number;
  /** Makes what the request needs (not counted), then sends the request through `measure`. */
  send: (measure: Measure) => Promise<Measured>;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const unique = () => crypto.randomUUID().slice(0, 8);

const courseBody = {
  title: 'Counting Calls',
  shortDescription: 'A course made to count what a request costs.',
  description: 'Made by the DynamoDB call-count test: one module, published.',
  level: 'beginner',
  category: 'Quranic Arabic',
  whatYouWillLearn: ['Makharij'],
  whoIsThisFor: 'Adults who can read the script.',
  schedulingUrl: 'https://calendly.com/arabic-quran-academy/tajweed',
  isPublished: true,
  modules: [{ title: 'Letters', description: 'Where each letter comes from.' }],
};

const packageBody = {
  name: 'Counting Pack',
  description: 'Four sessions, made by the call-count test.',
  priceUsd: 90,
  sessionCount: 4,
  isActive: true,
};

describe('DynamoDB requests per route', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  let courseId: string;
  /** A student with sessions on the course (an approved request), signed in. */
  let student: { email: string; userId: string; token: string };
  const table: { route: string; expected: number; actual: number; requests: string[] }[] = [];
  // The scheduling routes call Calendly: its stand-in, connected by the connection route's case.
  useCalendlyStandIn();
  let connected = false;
  async function connectCalendly() {
    if (connected) return;
    const answer = await call('POST', '/api/admin/scheduling/connection', {
      token: superAdmin,
      body: { token: STANDIN_TOKEN },
    });
    expect(answer.status).toBe(200);
    connected = true;
  }

  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
    courseId = await publishedCourse(call, admin);
    student = await studentWithSessions(call, admin, courseId, 20);
  });

  afterAll(() => {
    const width = Math.max(...table.map((row) => row.route.length));
    const lines = table.map(
      (row) =>
        `${row.route.padEnd(width)}  ${String(row.actual).padStart(2)}  (expected ${row.expected})` +
        `${row.actual === row.expected ? '' : '  <-- differs'}\n${' '.repeat(width + 4)}${row.requests.join('; ')}`,
    );
    console.log(`DynamoDB requests per route\n${lines.join('\n')}`);
  });

  // ---- fixtures made through the API or the core (never counted: only the route under test is) ----

  /** A booking of `who` on the course, delivered as the scheduling service would. */
  async function book(who: { userId: string; email: string }) {
    const answer = await deliver(
      call,
      inviteeCreated({
        seed: `calls-${crypto.randomUUID()}`,
        name: 'Amina Yusuf',
        email: who.email,
        start: inDays(5),
        tracking: portalTracking(who.userId, courseId),
      }),
    );
    expect(answer.body.outcome).toBe('booked');
  }

  const leadBody = () => ({
    fullName: 'Sara Ali',
    email: `lead-${unique()}@example.com`,
    phone: '+44 20 7946 0000',
    ...intakeAnswers,
    bookingType: 'paid',
    courseId,
  });

  async function newLead(extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await call('POST', '/api/leads', { body: { ...leadBody(), ...extra }, headers: visitorHeaders() });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  /** A pending package request of a new student, for the course. */
  async function pendingRequest(): Promise<string> {
    const someone = await signUpStudent(call);
    const pkg = await activePackage(4);
    const answer = await call('POST', '/api/me/package-requests', {
      token: someone.token,
      body: { packageId: pkg.id, courseId },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  /** An open unmatched booking (a delivery with no portal reference); its id. */
  /** A mail the outbox gave up on, as the worker leaves it. */
  async function failedMail(): Promise<string> {
    const put = OutboxMail.put({ to: 'nobody@example.com', subject: 'A notice', text: 'Text' });
    await transact([{ item: put }]);
    const item = put.Put!.Item! as OutboxMail.MailItem;
    await OutboxMail.markFailed(item, new Date(), 'MessageRejected: Email address is not verified.');
    return item.id;
  }

  /** A booking of a student with no session left for the course: unmatched, for the team to assign. */
  async function unmatchedBooking(): Promise<string> {
    const seed = `calls-unmatched-${crypto.randomUUID()}`;
    const broke = await signUpStudent(call);
    const answer = await deliver(
      call,
      inviteeCreated({
        seed,
        name: 'Parent',
        email: `parent-${unique()}@example.com`,
        start: inDays(6),
        tracking: portalTracking(broke.userId, courseId),
      }),
    );
    expect(answer.body.outcome).toBe('unmatched');
    return bookingIdFor(inviteeUriOf(seed));
  }

  /** A booking made outside the portal (it names no student): a delivery waiting for review. */
  async function deliveryToReview(): Promise<string> {
    const seed = `calls-review-${crypto.randomUUID()}`;
    const answer = await deliver(
      call,
      inviteeCreated({ seed, name: 'Parent', email: `parent-${unique()}@example.com`, start: inDays(6), tracking: {} }),
    );
    expect(answer.body.state).toBe('needs_review');
    return answer.body.deliveryId as string;
  }

  /** The code of a new certificate of a new student. */
  async function certificate(): Promise<string> {
    const someone = await signUpStudent(call);
    const issued = await call('POST', `/api/admin/students/${someone.userId}/certificates`, {
      token: admin,
      body: { courseId, withoutSessions: true },
    });
    if (issued.status !== 201) throw new Error(`certificate failed: ${issued.status}`);
    return issued.body.code as string;
  }

  /** A pending refund request of a new student's approved package (the refund's id is the purchase's). */
  async function pendingRefund(): Promise<string> {
    const buyer = await studentWithSessions(call, admin, courseId, 4);
    const answer = await call('POST', '/api/me/refund-requests', {
      token: buyer.token,
      body: { packageRequestId: buyer.requestId },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  /** An address that signed up and has not sent its code back yet (no account, a pending sign-up). */
  async function unverifiedAddress(): Promise<string> {
    const email = `unverified-${unique()}@example.com`;
    const answer = await call('POST', '/api/auth/signup', {
      body: { fullName: 'Amina Yusuf', email, phone: '', password: 'secret123' },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(202);
    return email;
  }

  async function newAdmin(): Promise<string> {
    const answer = await call('POST', '/api/admin/admins', {
      token: superAdmin,
      body: { name: 'Counted Admin', email: `admin-${unique()}@example.com`, password: 'Password123', role: 'admin' },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  /** Leads in the all-leads index: the export reads them 100 a page. */
  /** How many different courses the leads name (the export reads their titles). */
  async function leadCourses(): Promise<number> {
    const courses = new Set<string>();
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'LEADS' },
          ProjectionExpression: 'courseId',
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) if (item.courseId) courses.add(String(item.courseId));
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return courses.size;
  }

  async function leadCount(): Promise<number> {
    let count = 0;
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'LEADS' },
          Select: 'COUNT',
          ExclusiveStartKey: cursor,
        }),
      );
      count += page.Count ?? 0;
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return count;
  }

  // ---- one case per route ----

  /**
   * A tutor teaching a learner three lessons of the course (made once): one that started an hour
   * ago, one tomorrow, one the day after (for the school to cancel).
   */
  let taught: Promise<{
    tutor: Awaited<ReturnType<typeof tutorWithToken>>;
    student: Awaited<ReturnType<typeof studentWithSessions>>;
    past: string;
    upcoming: string;
    toCancel: string;
  }> | null = null;
  function lessons() {
    taught ??= (async () => {
      const tutor = await tutorWithToken(call, admin);
      const learner = await studentWithSessions(call, admin, courseId, 5);
      const at = async (hours: number) => {
        const seed = `calls-lesson-${crypto.randomUUID()}`;
        const answer = await deliver(
          call,
          inviteeCreated({
            seed,
            name: 'Amina Yusuf',
            email: learner.email,
            start: hoursFromNow(hours),
            tracking: portalTracking(learner.userId, courseId),
            hostEmail: tutor.email,
          }),
        );
        expect(answer.body.outcome).toBe('booked');
        return bookingIdFor(inviteeUriOf(seed));
      };
      return { tutor, student: learner, past: await at(-1), upcoming: await at(24), toCancel: await at(48) };
    })();
    return taught;
  }

  const cases: Record<string, Case> = {
    'GET /api/courses': {
      calls: 1,
      pattern: 'Query gsi2 PUBLISHED_COURSES',
      status: 200,
      send: (measure) => measure('GET', '/api/courses'),
    },
    'GET /api/courses/{courseId}': {
      calls: 1,
      pattern: 'Query pk = COURSE#<id> (course and modules)',
      status: 200,
      send: (measure) => measure('GET', `/api/courses/${courseId}`),
    },
    'GET /api/packages': {
      calls: 1,
      pattern: 'Query gsi2 ACTIVE_PACKAGES',
      status: 200,
      send: (measure) => measure('GET', '/api/packages'),
    },
    'POST /api/leads': {
      calls: 5,
      pattern:
        "UpdateItem rate window; Query the course (title); UpdateItem the address's mail windows (hour, day); TransactWriteItems lead + clock + counters + mails",
      status: 201,
      send: (measure) => measure('POST', '/api/leads', { body: leadBody(), headers: visitorHeaders() }),
    },
    'POST /api/contact': {
      calls: 2,
      pattern: 'UpdateItem rate window; TransactWriteItems the message into the mail outbox',
      status: 200,
      send: (measure) =>
        measure('POST', '/api/contact', {
          body: { name: 'Sara Ali', email: 'sara@example.com', phone: '', message: 'Hello' },
          headers: visitorHeaders(),
        }),
    },
    'GET /api/setup/status': {
      calls: 1,
      pattern: 'GetItem SYSTEM / SUPER_ADMIN_SETUP',
      status: 200,
      send: (measure) => measure('GET', '/api/setup/status'),
    },
    'POST /api/setup': {
      calls: 2,
      pattern: 'conditional PutItem of the setup lock; TransactWriteItems lock done + counters + admin profile',
      status: 201,
      // The suite shares one table: setup is opened for this request and put back as it was after.
      send: async (measure) => {
        const lock = await db().send(
          new GetCommand({ TableName: tableName(), Key: setupLockKey(), ConsistentRead: true }),
        );
        if (lock.Item) await db().send(new DeleteCommand({ TableName: tableName(), Key: setupLockKey() }));
        const email = `owner-${unique()}@example.com`;
        const measured = await measure('POST', '/api/setup', {
          body: { fullName: 'Site Owner', email, password: 'Password123' },
          headers: visitorHeaders(),
        });
        const userId = measured.answer.body?.userId as string | undefined;
        await transact([
          lock.Item
            ? { item: { Put: { TableName: tableName(), Item: lock.Item } } }
            : { item: { Delete: { TableName: tableName(), Key: setupLockKey() } } },
          ...(userId
            ? [
                { item: { Delete: { TableName: tableName(), Key: adminKey(userId) } } },
                { item: Counters.change({ admins: -1, super_admins: -1 }) },
              ]
            : []),
        ]);
        if (userId) await deleteUser(email);
        return measured;
      },
    },
    'POST /api/auth/signup': {
      calls: 4,
      pattern:
        "UpdateItem rate window; UpdateItem the address's mail windows (hour, day); TransactWriteItems pending sign-up + code + mail",
      status: 202,
      send: (measure) =>
        measure('POST', '/api/auth/signup', {
          body: { fullName: 'Amina Yusuf', email: `signup-${unique()}@example.com`, phone: '', password: 'secret123' },
          headers: visitorHeaders(),
        }),
    },
    'GET /api/me/export': {
      calls: SIGNED_IN + 9,
      pattern:
        "Query the account's learners; BatchGetItem their profiles; per learner: Query profile + balances, ledger, requests, refunds (filtered list), bookings, certificates (parallel); BatchGetItem titles",
      status: 200,
      send: (measure) => measure('GET', '/api/me/export', { token: student.token }),
    },
    'POST /api/me/deletion': {
      calls: SIGNED_IN + 13,
      pattern:
        "Query the account's learners; BatchGetItem their profiles; Query inbox, unmatched, leads, failed mails (parallel); Query activity; Query requests, refunds, bookings, certificates (parallel); Query activity; GetItem the calendar feed (and a Query of each lesson's history); TransactWriteItems profile + counters + activity + account + cutoff (no copies to erase here)",
      status: 204,
      send: async (measure) => {
        const someone = await signUpStudent(call);
        return measure('POST', '/api/me/deletion', { token: someone.token, body: { confirmEmail: someone.email } });
      },
    },
    'POST /api/admin/me/two-factor': {
      calls: ADMIN + 2,
      pattern:
        'GetItem the account; TransactWriteItems the account + activity when it changed (Cognito says whether the app is set up)',
      status: 200,
      send: (measure) => measure('POST', '/api/admin/me/two-factor', { token: admin, body: {} }),
    },
    'POST /api/admin/students/{studentId}/deletion': {
      calls: ADMIN + 14,
      pattern:
        "GetItem the learner named; Query the account's learners; BatchGetItem their profiles; Query inbox, unmatched, leads, failed mails (parallel); Query activity; Query requests, refunds, bookings, certificates (parallel); Query activity; GetItem the calendar feed (and a Query of each lesson's history); TransactWriteItems profile + counters + activity + account + cutoff",
      status: 204,
      send: async (measure) => {
        const someone = await signUpStudent(call);
        return measure('POST', `/api/admin/students/${someone.userId}/deletion`, {
          token: admin,
          body: { confirmEmail: someone.email },
        });
      },
    },
    'POST /api/auth/verification-code': {
      calls: 5,
      pattern:
        "UpdateItem rate window; GetItem SIGNUP#<hash>; UpdateItem the address's mail windows (hour, day); TransactWriteItems code + mail",
      status: 202,
      send: async (measure) => {
        const email = await unverifiedAddress();
        return measure('POST', '/api/auth/verification-code', { body: { email }, headers: visitorHeaders() });
      },
    },
    'POST /api/auth/verify-email': {
      calls: 6,
      pattern:
        "UpdateItem rate window; UpdateItem the address's tries of the day; GetItem SIGNUP#<hash>; GetItem CODE#verify#<hash>; DeleteItem it (condition: same hash and count); TransactWriteItems profile + counters + end of the pending sign-up",
      status: 204,
      send: async (measure) => {
        const email = await unverifiedAddress();
        const code = await mailedCode(email);
        return measure('POST', '/api/auth/verify-email', {
          body: { email, code, password: 'secret123' },
          headers: visitorHeaders(),
        });
      },
    },
    'POST /api/me/verification-code': {
      calls: SIGNED_IN + 3,
      pattern: "UpdateItem the address's mail windows (hour, day); TransactWriteItems code + mail",
      status: 202,
      send: async (measure) => {
        // An account made before sign-ups were proven: its address is not verified.
        const { token } = await userWithGroup('student');
        return measure('POST', '/api/me/verification-code', { token, body: {} });
      },
    },
    'POST /api/me/verify-email': {
      calls: SIGNED_IN + 3,
      pattern: "UpdateItem the address's tries of the day; GetItem CODE#verify#<hash>; DeleteItem it",
      status: 204,
      send: async (measure) => {
        const { email, token } = await userWithGroup('student');
        expect((await call('POST', '/api/me/verification-code', { token, body: {} })).status).toBe(202);
        const code = await mailedCode(email);
        return measure('POST', '/api/me/verify-email', { token, body: { code } });
      },
    },
    'POST /api/auth/forgot-password': {
      calls: 4,
      pattern:
        "UpdateItem rate window; UpdateItem the address's mail windows (hour, day); TransactWriteItems code + mail",
      status: 202,
      send: (measure) =>
        measure('POST', '/api/auth/forgot-password', { body: { email: student.email }, headers: visitorHeaders() }),
    },
    'POST /api/auth/reset-password': {
      calls: 7,
      pattern:
        'UpdateItem rate window; GetItem CODE#reset#<hash>; GetItem ADMIN#<sub> and TUTOR#<sub> in parallel (the rule); DeleteItem the code; PutItem the session cutoff',
      status: 204,
      send: async (measure) => {
        const someone = await signUpStudent(call);
        await call('POST', '/api/auth/forgot-password', { body: { email: someone.email }, headers: visitorHeaders() });
        const code = await mailedCode(someone.email, 'password reset');
        return measure('POST', '/api/auth/reset-password', {
          body: { email: someone.email, code, password: 'another123' },
          headers: visitorHeaders(),
        });
      },
    },
    'POST /api/webhooks/calendly': {
      // The delivery is stored and answered; the inbox worker applies it afterwards (not counted:
      // it is another function, started by the table's stream).
      calls: 1,
      pattern: 'PutItem INBOX#<hash of the body> (attribute_not_exists)',
      status: 200,
      send: async (measure) => {
        const event = inviteeCreated({
          seed: `calls-${crypto.randomUUID()}`,
          name: 'Amina Yusuf',
          email: student.email,
          start: inDays(4),
          tracking: portalTracking(student.userId, courseId),
        });
        let measured: Measured | undefined;
        // deliver() signs the body; its call goes through `measure`.
        await deliver(
          (async (method: Method, path: string, options?: Options) => {
            measured = await measure(method, path, options);
            return measured.answer;
          }) as Call,
          event,
        );
        expect(measured!.answer.body.outcome).toBe('booked');
        return measured!;
      },
    },
    'GET /api/me': {
      calls: SIGNED_IN + 2,
      pattern: "Query ACCOUNT#<sub> (holder and learner links); BatchGetItem the learners' profiles",
      status: 200,
      send: (measure) => measure('GET', '/api/me', { token: student.token }),
    },
    'PUT /api/me/profile': {
      calls: SIGNED_IN + 2,
      pattern: "GetItem the learner (is it the caller's?); UpdateItem profile, attribute_exists(pk)",
      status: 200,
      send: (measure) =>
        measure('PUT', '/api/me/profile', {
          token: student.token,
          body: {
            ageGroup: 'adult',
            level: 'beginner',
            goals: ['Reading Quran'],
            motivation: 'To read with my family.',
          },
        }),
    },
    'GET /api/me/dashboard': {
      calls: SIGNED_IN + 6,
      pattern:
        "GetItem the learner (is it the caller's?); 4 Queries in parallel (profile + balances, requests, next sessions, their count); BatchGetItem titles",
      status: 200,
      send: async (measure) => {
        await book(student);
        return measure('GET', '/api/me/dashboard', { token: student.token });
      },
    },
    'POST /api/me/learners': {
      calls: SIGNED_IN + 3,
      pattern:
        "Query the account (holder, learner links); BatchGetItem the learners' profiles (same name?); TransactWriteItems learner + tokens + account count + link + counters + activity",
      status: 201,
      send: async (measure) => {
        const parent = await signUpStudent(call);
        return measure('POST', '/api/me/learners', {
          token: parent.token,
          body: {
            fullName: 'Counted Child',
            ageGroup: 'child',
            level: 'beginner',
            goals: ['Reading Quran'],
            motivation: 'To learn with the other children.',
          },
        });
      },
    },
    'POST /api/me/learners/{learnerId}/removal': {
      calls: SIGNED_IN + 12,
      pattern:
        "GetItem the learner (is it the caller's?); Query the account (more than one learner?), their refunds, their lessons to come (parallel); Query requests, refunds, bookings, certificates (parallel); Query activity; GetItem the calendar feed (and a Query of each lesson's history); TransactWriteItems profile + tokens + counters + activity + account count + link",
      status: 204,
      send: async (measure) => {
        const parent = await signUpStudent(call);
        const child = await call('POST', '/api/me/learners', {
          token: parent.token,
          body: {
            fullName: 'Removed Child',
            ageGroup: 'child',
            level: 'beginner',
            goals: ['Reading Quran'],
            motivation: 'To learn with the other children.',
          },
        });
        return measure('POST', `/api/me/learners/${child.body.id}/removal`, {
          token: parent.token,
          body: { confirmName: 'Removed Child' },
        });
      },
    },
    'GET /api/me/certificates': {
      calls: SIGNED_IN + 2,
      pattern: "GetItem the learner (is it the caller's?); Query gsi3 the learner's certificates",
      status: 200,
      send: (measure) => measure('GET', '/api/me/certificates', { token: student.token }),
    },
    'GET /api/certificates/{code}': {
      calls: 1,
      pattern: 'GetItem certificate',
      status: 200,
      send: async (measure) => measure('GET', `/api/certificates/${await certificate()}`),
    },
    'GET /api/certificates/{code}/pdf': {
      calls: 1,
      pattern: 'GetItem certificate',
      status: 200,
      send: async (measure) => measure('GET', `/api/certificates/${await certificate()}/pdf`),
    },
    'POST /api/admin/students/{studentId}/certificates': {
      calls: ADMIN + 3,
      pattern: 'GetItem profile, course (parallel); TransactWriteItems (certificate, marker, profile check, activity)',
      status: 201,
      send: async (measure) => {
        const someone = await signUpStudent(call);
        return measure('POST', `/api/admin/students/${someone.userId}/certificates`, {
          token: admin,
          body: { courseId, withoutSessions: true },
        });
      },
    },
    'POST /api/admin/certificates/{code}/revoke': {
      calls: ADMIN + 2,
      pattern: 'GetItem certificate (consistent); TransactWriteItems (certificate, marker, activity)',
      status: 200,
      send: async (measure) =>
        measure('POST', `/api/admin/certificates/${await certificate()}/revoke`, {
          token: superAdmin,
          body: { reason: 'Issued by mistake.' },
        }),
    },
    'GET /api/me/courses/{courseId}': {
      calls: SIGNED_IN + 5,
      pattern:
        "GetItem the learner (is it the caller's?); GetItem course, balance, scheduling account, course's event type (parallel)",
      status: 200,
      send: (measure) => measure('GET', `/api/me/courses/${courseId}`, { token: student.token }),
    },
    'POST /api/me/courses/{courseId}/booking-link': {
      calls: SIGNED_IN + 5,
      pattern:
        "GetItem the learner (is it the caller's?); GetItem course, scheduling account, course's event type (parallel); GetItem the balance (no account connected yet: the scheduling page)",
      status: 200,
      send: (measure) =>
        measure('POST', `/api/me/courses/${courseId}/booking-link`, { token: student.token, body: { exclude: [] } }),
    },
    'POST /api/me/package-requests': {
      calls: SIGNED_IN + 4,
      pattern: "GetItem the learner (is it the caller's?); GetItem package, course (parallel); TransactWriteItems",
      status: 201,
      send: async (measure) => {
        const pkg = await activePackage(8);
        return measure('POST', '/api/me/package-requests', {
          token: student.token,
          body: { packageId: pkg.id, courseId },
        });
      },
    },
    'POST /api/admin/package-requests/{requestId}/approve': {
      calls: ADMIN + 5,
      pattern: 'GetItem request; GetItem course and profile (parallel); TransactWriteItems; GetItem request (reply)',
      status: 200,
      send: async (measure) => {
        const id = await pendingRequest();
        return measure('POST', `/api/admin/package-requests/${id}/approve`, { token: admin, body: {} });
      },
    },
    'POST /api/admin/package-requests/{requestId}/reject': {
      calls: ADMIN + 4,
      pattern: 'GetItem request; TransactWriteItems; GetItem request and profile (reply, e-mail)',
      status: 200,
      send: async (measure) => {
        const id = await pendingRequest();
        return measure('POST', `/api/admin/package-requests/${id}/reject`, {
          token: admin,
          body: { reason: 'No payment arrived.' },
        });
      },
    },
    'GET /api/admin/dashboard': {
      calls: ADMIN + 3,
      pattern: 'GetItem SYSTEM / COUNTERS; Query (COUNT) REFUNDS#pending; Query (COUNT) LEADS#new older than a day',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/dashboard', { token: admin }),
    },
    'GET /api/admin/activity': {
      calls: ADMIN + 3,
      pattern:
        'Query gsi1 ACTIVITY#course (a page) and gsi1 ADMINS (the team), in parallel; BatchGetItem the records the entries name (students, courses, leads, packages)',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/activity?entityType=course', { token: admin }),
    },
    'GET /api/admin/leads': {
      calls: ADMIN + 3,
      pattern:
        'Query gsi1 LEADS (a page); BatchGetItem whether each address is still mailed, and the titles of the courses named (parallel)',
      status: 200,
      send: async (measure) => {
        await newLead({ courseId });
        return measure('GET', '/api/admin/leads', { token: admin });
      },
    },
    'GET /api/admin/leads/export': {
      // DynamoDB hands a cursor back whenever a page is full, so a last page of exactly 100 costs one more Query.
      calls: async () => ADMIN + Math.floor((await leadCount()) / 100) + 1 + Math.ceil((await leadCourses()) / 100),
      pattern: 'Query gsi1 LEADS, 100 a page, every page; BatchGetItem the titles of the courses named, 100 at a time',
      status: 200,
      send: async (measure) => {
        await newLead({ courseId });
        return measure('GET', '/api/admin/leads/export', { token: admin });
      },
    },
    'PATCH /api/admin/leads/{leadId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem lead; TransactWriteItems lead + history entry + counters + search tokens + activity',
      status: 200,
      send: async (measure) => {
        const id = await newLead();
        return measure('PATCH', `/api/admin/leads/${id}`, {
          token: admin,
          body: { status: 'contacted', note: 'Called back.', version: 1 },
        });
      },
    },
    'GET /api/admin/leads/{leadId}/notes': {
      calls: ADMIN + 2,
      pattern: 'GetItem lead; Query LEAD#<id> NOTE#…, newest first',
      status: 200,
      send: async (measure) => {
        const id = await newLead();
        return measure('GET', `/api/admin/leads/${id}/notes`, { token: admin });
      },
    },
    'DELETE /api/admin/leads/{leadId}': {
      calls: ADMIN + 3,
      pattern: 'GetItem lead; TransactWriteItems; Query its history entries (none here: nothing more to delete)',
      status: 204,
      send: async (measure) => {
        const id = await newLead();
        return measure('DELETE', `/api/admin/leads/${id}`, { token: superAdmin });
      },
    },
    'GET /api/admin/students': {
      calls: ADMIN + 1,
      pattern: 'Query gsi1 STUDENTS (a page)',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/students', { token: admin }),
    },
    'POST /api/admin/students': {
      calls: ADMIN + 1,
      pattern: 'TransactWriteItems profile + counters + activity',
      status: 201,
      send: (measure) =>
        measure('POST', '/api/admin/students', {
          token: admin,
          body: { fullName: 'Yusuf Amin', email: `added-${unique()}@example.com`, phone: '' },
        }),
    },
    'POST /api/admin/students/{studentId}/family': {
      calls: ADMIN + 4,
      pattern:
        "GetItem the learner named; Query its account; BatchGetItem the account's learners (same name?); TransactWriteItems learner + tokens + account count + link + counters + activity",
      status: 201,
      send: async (measure) => {
        const parent = await signUpStudent(call);
        return measure('POST', `/api/admin/students/${parent.userId}/family`, {
          token: admin,
          body: { fullName: 'Sibling Counted' },
        });
      },
    },
    'GET /api/admin/students/{studentId}': {
      calls: ADMIN + 9,
      pattern:
        "5 Queries in parallel (profile + balances, ledger, bookings, requests, certificates); BatchGetItem course titles and ledger authors, and GetItem whether the address is still mailed, in parallel; the family: Query the account, BatchGetItem its learners' profiles",
      status: 200,
      send: (measure) => measure('GET', `/api/admin/students/${student.userId}`, { token: admin }),
    },
    'PATCH /api/admin/students/{studentId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem profile (consistent); TransactWriteItems',
      status: 200,
      send: async (measure) => {
        const someone = await signUpStudent(call);
        return measure('PATCH', `/api/admin/students/${someone.userId}`, {
          token: admin,
          body: { status: 'on_hold', version: 0 },
        });
      },
    },
    'POST /api/admin/students/{studentId}/adjustments': {
      calls: ADMIN + 2,
      pattern:
        'TransactWriteItems (ConditionCheck profile and course, balance, ledger, activity); GetItem balance (reply)',
      status: 200,
      send: (measure) =>
        measure('POST', `/api/admin/students/${student.userId}/adjustments`, {
          token: admin,
          body: { courseId, amount: 1, reason: 'Goodwill session.' },
        }),
    },
    'GET /api/admin/packages': {
      calls: ADMIN + 1,
      pattern: 'Query gsi1 PACKAGES',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/packages', { token: admin }),
    },
    'POST /api/admin/packages': {
      calls: ADMIN + 1,
      pattern: 'TransactWriteItems package + activity',
      status: 201,
      send: (measure) => measure('POST', '/api/admin/packages', { token: admin, body: packageBody }),
    },
    'PUT /api/admin/packages/{packageId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem package (its version); TransactWriteItems package (same version) + activity',
      status: 200,
      send: async (measure) => {
        const pkg = await activePackage(4);
        return measure('PUT', `/api/admin/packages/${pkg.id}`, {
          token: admin,
          body: { ...packageBody, name: 'Renamed Pack', version: 0 },
        });
      },
    },
    'DELETE /api/admin/packages/{packageId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem package (name for the log); TransactWriteItems',
      status: 204,
      send: async (measure) => {
        const pkg = await activePackage(4);
        return measure('DELETE', `/api/admin/packages/${pkg.id}`, { token: admin });
      },
    },
    'GET /api/admin/package-requests': {
      calls: ADMIN + 2,
      pattern: 'Query gsi1 REQUESTS (a page); BatchGetItem the students named',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/package-requests', { token: admin }),
    },
    'POST /api/me/refund-requests': {
      calls: SIGNED_IN + 4,
      pattern:
        "GetItem the purchase (package request); GetItem its learner (is it the caller's?); GetItem the lot; TransactWriteItems",
      status: 201,
      send: async (measure) => {
        const buyer = await studentWithSessions(call, admin, courseId, 4);
        return measure('POST', '/api/me/refund-requests', {
          token: buyer.token,
          body: { packageRequestId: buyer.requestId },
        });
      },
    },
    'GET /api/admin/reports/money': {
      // Whatever the number of students: the months, what is owed, the course titles.
      calls: ADMIN + 3,
      pattern: 'Query the months of the MONEY partition; Query what is owed (parallel); BatchGetItem course titles',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/reports/money?from=2026-01&to=2026-12', { token: admin }),
    },
    'GET /api/admin/refund-requests': {
      calls: ADMIN + 1,
      pattern: 'Query refund requests (a page)',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/refund-requests', { token: admin }),
    },
    'POST /api/admin/refund-requests/{refundId}/approve': {
      calls: ADMIN + 4,
      pattern:
        "GetItem refund; GetItem the purchase's lot; TransactWriteItems (refund, lot, balance, ledger, figures, activity); GetItem refund (reply)",
      status: 200,
      send: async (measure) => {
        const id = await pendingRefund();
        return measure('POST', `/api/admin/refund-requests/${id}/approve`, { token: admin, body: {} });
      },
    },
    'POST /api/admin/refund-requests/{refundId}/reject': {
      calls: ADMIN + 3,
      pattern: 'GetItem refund; TransactWriteItems (refund, activity); GetItem refund (reply)',
      status: 200,
      send: async (measure) => {
        const id = await pendingRefund();
        return measure('POST', `/api/admin/refund-requests/${id}/reject`, {
          token: admin,
          body: { reason: 'Sessions were used.' },
        });
      },
    },
    'GET /api/admin/bookings/unmatched': {
      calls: ADMIN + 1,
      pattern: 'Query gsi2 UNMATCHED#open (a page)',
      status: 200,
      send: async (measure) => {
        await unmatchedBooking();
        return measure('GET', '/api/admin/bookings/unmatched', { token: admin });
      },
    },
    'POST /api/admin/bookings/unmatched/{bookingId}/assign': {
      calls: ADMIN + 7,
      pattern:
        "GetItem unmatched; GetItem profile and course (parallel); GetItem the course's fallback tutor (no host named); Query the balance and its lots; TransactWriteItems; GetItem balance (reply)",
      status: 200,
      send: async (measure) => {
        const id = await unmatchedBooking();
        return measure('POST', `/api/admin/bookings/unmatched/${id}/assign`, {
          token: admin,
          body: { studentId: student.userId, courseId },
        });
      },
    },
    'POST /api/admin/bookings/unmatched/{bookingId}/dismiss': {
      calls: ADMIN + 2,
      pattern: 'GetItem unmatched; TransactWriteItems',
      status: 200,
      send: async (measure) => {
        const id = await unmatchedBooking();
        return measure('POST', `/api/admin/bookings/unmatched/${id}/dismiss`, {
          token: admin,
          body: { reason: 'Booked by mistake.' },
        });
      },
    },
    'GET /api/admin/scheduling': {
      calls: ADMIN + 3,
      pattern: 'Query the settings partition; Query (index) the courses; Query (index) the failed calls',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/scheduling', { token: admin }),
    },
    'POST /api/admin/scheduling/connection': {
      calls: ADMIN + 6,
      pattern:
        'Query the settings partition, Query (index) the courses (parallel); TransactWriteItems account + event types + mappings + activity; the settings as GET reads them (3 Queries)',
      status: 200,
      send: async (measure) => {
        const measured = await measure('POST', '/api/admin/scheduling/connection', {
          token: superAdmin,
          body: { token: STANDIN_TOKEN },
        });
        connected = measured.answer.status === 200;
        return measured;
      },
    },
    'PUT /api/admin/scheduling/event-types': {
      calls: ADMIN + 6,
      pattern:
        'Query the settings partition, Query (index) the courses (parallel); TransactWriteItems mapping + activity; the settings (3 Queries)',
      status: 200,
      send: async (measure) => {
        await connectCalendly();
        const settings = await call('GET', '/api/admin/scheduling', { token: admin });
        return measure('PUT', '/api/admin/scheduling/event-types', {
          token: superAdmin,
          body: {
            mappings: [{ courseId: await publishedCourse(call, admin), eventTypeUri: settings.body.eventTypes[0].uri }],
          },
        });
      },
    },
    'PUT /api/admin/scheduling/policy': {
      calls: ADMIN + 5,
      pattern: 'GetItem the account; TransactWriteItems account + activity; the settings (3 Queries)',
      status: 200,
      send: async (measure) => {
        await connectCalendly();
        return measure('PUT', '/api/admin/scheduling/policy', { token: superAdmin, body: { beyondBalance: 'review' } });
      },
    },
    'POST /api/admin/scheduling/webhook': {
      calls: ADMIN + 5,
      pattern: 'GetItem the account; TransactWriteItems account + activity; the settings (3 Queries)',
      status: 200,
      send: async (measure) => {
        await connectCalendly();
        return measure('POST', '/api/admin/scheduling/webhook', { token: superAdmin, body: {} });
      },
    },
    'POST /api/admin/scheduling/reconciliation': {
      calls: ADMIN + 2,
      pattern:
        "GetItem the account; TransactWriteItems the run's result (no booking on the calendar: nothing to compare)",
      status: 200,
      send: async (measure) => {
        await connectCalendly();
        return measure('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
      },
    },
    'GET /api/admin/bookings/deliveries': {
      calls: ADMIN + 1,
      pattern: 'Query gsi2 INBOX#needs_review (a page)',
      status: 200,
      send: async (measure) => {
        await deliveryToReview();
        return measure('GET', '/api/admin/bookings/deliveries', { token: admin });
      },
    },
    'GET /api/admin/bookings/deliveries/{deliveryId}': {
      calls: ADMIN + 1,
      pattern: 'GetItem INBOX#<id> (consistent)',
      status: 200,
      send: async (measure) =>
        measure('GET', `/api/admin/bookings/deliveries/${await deliveryToReview()}`, { token: admin }),
    },
    'POST /api/admin/bookings/deliveries/{deliveryId}/link': {
      calls: ADMIN + 4,
      pattern: 'GetItem delivery; GetItem profile and course (in parallel); TransactWriteItems the link + activity',
      status: 200,
      send: async (measure) => {
        const id = await deliveryToReview();
        return measure('POST', `/api/admin/bookings/deliveries/${id}/link`, {
          token: admin,
          body: { studentId: student.userId, courseId },
        });
      },
    },
    'POST /api/admin/bookings/deliveries/{deliveryId}/process': {
      calls: ADMIN + 8,
      pattern:
        'GetItem delivery (consistent); UpdateItem claim; GetItem profile and course (the linked student); ' +
        "GetItem the course's fallback tutor (no host named); " +
        'Query the balance and its lots; TransactWriteItems the booking; TransactWriteItems settle + counters + activity',
      status: 200,
      send: async (measure) => {
        const id = await deliveryToReview();
        const linked = await call('POST', `/api/admin/bookings/deliveries/${id}/link`, {
          token: admin,
          body: { studentId: student.userId, courseId },
        });
        expect(linked.status).toBe(200);
        return measure('POST', `/api/admin/bookings/deliveries/${id}/process`, { token: admin, body: {} });
      },
    },
    'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss': {
      calls: ADMIN + 2,
      pattern: 'GetItem delivery; TransactWriteItems settle + counters + activity',
      status: 200,
      send: async (measure) => {
        const id = await deliveryToReview();
        return measure('POST', `/api/admin/bookings/deliveries/${id}/dismiss`, {
          token: admin,
          body: { reason: 'A test booking.' },
        });
      },
    },
    'POST /api/admin/students/{studentId}/invitation': {
      calls: ADMIN + 2,
      pattern: 'GetItem profile (consistent); TransactWriteItems the invitation into the mail outbox + activity',
      status: 200,
      send: async (measure) => {
        const added = await call('POST', '/api/admin/students', {
          token: admin,
          body: { fullName: 'Maryam Siddiqui', email: `invited-${crypto.randomUUID()}@example.com`, phone: '' },
        });
        return measure('POST', `/api/admin/students/${added.body.id}/invitation`, { token: admin, body: {} });
      },
    },
    'GET /api/admin/mail/failed': {
      calls: ADMIN + 1,
      pattern: 'Query gsi2 MAIL_FAILED (a page)',
      status: 200,
      send: async (measure) => {
        await failedMail();
        return measure('GET', '/api/admin/mail/failed', { token: admin });
      },
    },
    'POST /api/admin/mail/{mailId}/resend': {
      calls: ADMIN + 2,
      pattern: 'GetItem the mail; TransactWriteItems the mail back onto MAIL_DUE (conditional) + activity',
      status: 200,
      send: async (measure) => {
        const id = await failedMail();
        return measure('POST', `/api/admin/mail/${id}/resend`, { token: admin, body: {} });
      },
    },
    'GET /api/admin/admins': {
      calls: ADMIN + 1,
      pattern: 'Query gsi1 ADMINS',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/admins', { token: superAdmin }),
    },
    'POST /api/admin/admins': {
      calls: ADMIN + 1,
      pattern: 'TransactWriteItems profile + counters + activity',
      status: 201,
      send: (measure) =>
        measure('POST', '/api/admin/admins', {
          token: superAdmin,
          body: {
            name: 'New Admin',
            email: `new-admin-${unique()}@example.com`,
            password: 'Password123',
            role: 'admin',
          },
        }),
    },
    'PATCH /api/admin/admins/{adminId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem profile; TransactWriteItems',
      status: 200,
      send: async (measure) => {
        const id = await newAdmin();
        return measure('PATCH', `/api/admin/admins/${id}`, {
          token: superAdmin,
          body: { name: 'Renamed Admin', role: 'admin', version: 0 },
        });
      },
    },
    'DELETE /api/admin/admins/{adminId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem profile; TransactWriteItems',
      status: 204,
      send: async (measure) => {
        const id = await newAdmin();
        return measure('DELETE', `/api/admin/admins/${id}`, { token: superAdmin });
      },
    },
    'POST /api/admin/admins/{adminId}/password-reset': {
      calls: ADMIN + 4,
      pattern: "GetItem the admin; UpdateItem the address's mail windows (hour, day); TransactWriteItems code + mail",
      status: 202,
      send: async (measure) => {
        const id = await newAdmin();
        return measure('POST', `/api/admin/admins/${id}/password-reset`, { token: superAdmin, body: {} });
      },
    },
    'GET /api/admin/courses': {
      calls: ADMIN + 1,
      pattern: 'Query gsi1 COURSES (a page)',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/courses', { token: admin }),
    },
    'POST /api/admin/courses': {
      calls: ADMIN + 1,
      pattern: 'TransactWriteItems course + modules + counters + activity',
      status: 201,
      send: (measure) => measure('POST', '/api/admin/courses', { token: admin, body: courseBody }),
    },
    'GET /api/admin/courses/{courseId}': {
      calls: ADMIN + 1,
      pattern: 'Query pk = COURSE#<id> (consistent)',
      status: 200,
      send: (measure) => measure('GET', `/api/admin/courses/${courseId}`, { token: admin }),
    },
    'PUT /api/admin/courses/{courseId}': {
      calls: ADMIN + 2,
      pattern: 'Query pk = COURSE#<id>; TransactWriteItems',
      status: 200,
      send: async (measure) => {
        const id = await publishedCourse(call, admin);
        const { version } = (await call('GET', `/api/admin/courses/${id}`, { token: admin })).body;
        return measure('PUT', `/api/admin/courses/${id}`, {
          token: admin,
          body: { ...courseBody, title: 'Counting Calls, Renamed', version },
        });
      },
    },
    'DELETE /api/admin/courses/{courseId}': {
      calls: ADMIN + 2,
      pattern: 'Query pk = COURSE#<id>; TransactWriteItems',
      status: 204,
      send: async (measure) => {
        const id = await publishedCourse(call, admin);
        return measure('DELETE', `/api/admin/courses/${id}`, { token: admin });
      },
    },

    // Tutors and lessons. A tutor's request starts with the wrapper's two reads (`tutorSession`): the
    // session cutoff and the stored tutor, in parallel. A list of lessons names them in three
    // BatchGetItems in parallel (learners, courses, tutors).
    'GET /api/tutors': {
      calls: 1,
      pattern: 'Query (index) every tutor by name',
      status: 200,
      send: (measure) => measure('GET', '/api/tutors'),
    },
    'GET /api/calendar/{feedToken}': {
      calls: 6,
      pattern:
        "GetItem the feed's owner; GetItem the learner; Query (index) their lessons in the window; 3 BatchGetItems names",
      status: 200,
      send: async (measure) => {
        const taught = await lessons();
        const feed = await call('POST', '/api/me/calendar-feed', { token: taught.student.token, body: {} });
        return measure('GET', new URL(feed.body.url).pathname);
      },
    },
    'GET /api/me/lessons': {
      calls: SIGNED_IN + 5,
      pattern: 'GetItem the learner; Query (index) a page of their lessons; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => measure('GET', '/api/me/lessons', { token: (await lessons()).student.token }),
    },
    'GET /api/me/progress': {
      calls: SIGNED_IN + 5,
      pattern: 'GetItem the learner; Query (index) every lesson of theirs; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => measure('GET', '/api/me/progress', { token: (await lessons()).student.token }),
    },
    'GET /api/me/calendar-feed': {
      calls: SIGNED_IN + 2,
      pattern: "GetItem the learner; GetItem the learner's feed",
      status: 200,
      send: (measure) => measure('GET', '/api/me/calendar-feed', { token: student.token }),
    },
    'POST /api/me/calendar-feed': {
      calls: SIGNED_IN + 3,
      pattern:
        "GetItem the learner; GetItem the learner's feed (consistent); TransactWriteItems owner + new feed (+ old one deleted)",
      status: 200,
      send: (measure) => measure('POST', '/api/me/calendar-feed', { token: student.token, body: {} }),
    },
    'POST /api/me/calendar-feed/revocation': {
      calls: SIGNED_IN + 3,
      pattern: "GetItem the learner; GetItem the learner's feed (consistent); TransactWriteItems both deleted",
      status: 204,
      send: async (measure) => {
        await call('POST', '/api/me/calendar-feed', { token: student.token, body: {} });
        return measure('POST', '/api/me/calendar-feed/revocation', { token: student.token, body: {} });
      },
    },
    'GET /api/tutor/lessons': {
      calls: () => Promise.resolve(TUTOR + monthsIn(hoursFromNow(-3), hoursFromNow(3)) + 3),
      pattern: 'Query (index) each calendar month of the range, for this tutor; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('GET', `/api/tutor/lessons?${lessonRange(-3, 3)}`, { token: (await lessons()).tutor.token }),
    },
    'GET /api/tutor/lessons/{lessonId}': {
      calls: TUTOR + 4,
      pattern: 'GetItem the lesson (is it theirs?); 3 BatchGetItems names',
      status: 200,
      send: async (measure) => {
        const taught = await lessons();
        return measure('GET', `/api/tutor/lessons/${taught.past}`, { token: taught.tutor.token });
      },
    },
    'POST /api/tutor/lessons/{lessonId}/attendance': {
      calls: TUTOR + 6,
      pattern: 'GetItem the lesson; TransactWriteItems attendance + history; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => {
        const taught = await lessons();
        return measure('POST', `/api/tutor/lessons/${taught.past}/attendance`, {
          token: taught.tutor.token,
          body: { outcome: 'attended' },
        });
      },
    },
    'PUT /api/tutor/lessons/{lessonId}/note': {
      calls: TUTOR + 6,
      pattern: 'GetItem the lesson; TransactWriteItems note + history; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => {
        const taught = await lessons();
        return measure('PUT', `/api/tutor/lessons/${taught.past}/note`, {
          token: taught.tutor.token,
          body: { covered: 'Al-Mulk 1–10', quran: { surah: 67, fromAyah: 1, toAyah: 10 } },
        });
      },
    },
    'GET /api/tutor/learners': {
      calls: () => Promise.resolve(TUTOR + monthsIn(hoursFromNow(-90 * 24), hoursFromNow(60 * 24)) + 3),
      pattern: 'Query (index) each calendar month from 90 days back to 60 ahead, for this tutor; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => measure('GET', '/api/tutor/learners', { token: (await lessons()).tutor.token }),
    },
    'GET /api/tutor/calendar-feed': {
      calls: TUTOR + 1,
      pattern: "GetItem the tutor's feed",
      status: 200,
      send: async (measure) => measure('GET', '/api/tutor/calendar-feed', { token: (await lessons()).tutor.token }),
    },
    'POST /api/tutor/calendar-feed': {
      calls: TUTOR + 2,
      pattern: "GetItem the tutor's feed (consistent); TransactWriteItems owner + new feed",
      status: 200,
      send: async (measure) =>
        measure('POST', '/api/tutor/calendar-feed', { token: (await lessons()).tutor.token, body: {} }),
    },
    'POST /api/tutor/calendar-feed/revocation': {
      calls: TUTOR + 2,
      pattern: "GetItem the tutor's feed (consistent); TransactWriteItems both deleted",
      status: 204,
      send: async (measure) => {
        const { tutor } = await lessons();
        await call('POST', '/api/tutor/calendar-feed', { token: tutor.token, body: {} });
        return measure('POST', '/api/tutor/calendar-feed/revocation', { token: tutor.token, body: {} });
      },
    },
    'GET /api/admin/tutors': {
      calls: ADMIN + 1,
      pattern: 'Query (index) every tutor by name',
      status: 200,
      send: (measure) => measure('GET', '/api/admin/tutors', { token: admin }),
    },
    'POST /api/admin/tutors': {
      calls: ADMIN + 1,
      pattern: 'TransactWriteItems tutor + e-mail claim + activity (the Cognito user is made first)',
      status: 201,
      send: (measure) =>
        measure('POST', '/api/admin/tutors', {
          token: admin,
          body: { name: 'Counted Tutor', email: `tutor-${unique()}@example.com`, password: 'Password123' },
        }),
    },
    'PUT /api/admin/tutors/{tutorId}': {
      calls: ADMIN + 2,
      pattern: 'GetItem the tutor (consistent); TransactWriteItems tutor + activity',
      status: 200,
      send: async (measure) => {
        const tutor = await tutorWithToken(call, admin);
        return measure('PUT', `/api/admin/tutors/${tutor.id}`, {
          token: admin,
          body: { name: 'Renamed Tutor', status: 'active', version: 0 },
        });
      },
    },
    'GET /api/admin/courses/{courseId}/tutor': {
      calls: ADMIN + 2,
      pattern: 'GetItem the course; GetItem its fallback tutor',
      status: 200,
      send: (measure) => measure('GET', `/api/admin/courses/${courseId}/tutor`, { token: admin }),
    },
    'PUT /api/admin/courses/{courseId}/tutor': {
      calls: ADMIN + 3,
      pattern:
        'GetItem the course; GetItem the tutor (consistent); TransactWriteItems course check + tutor check + fallback + activity',
      status: 200,
      // A course of its own: the shared one keeps no fallback tutor (other routes' counts assume none).
      send: async (measure) =>
        measure('PUT', `/api/admin/courses/${await publishedCourse(call, admin)}/tutor`, {
          token: admin,
          body: { tutorId: (await lessons()).tutor.id },
        }),
    },
    'GET /api/admin/lessons': {
      calls: () => Promise.resolve(ADMIN + monthsIn(hoursFromNow(-3), hoursFromNow(3)) + 3),
      pattern: 'Query (index) each calendar month of the range; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('GET', `/api/admin/lessons?${lessonRange(-3, 3)}&tutorId=${(await lessons()).tutor.id}`, {
          token: admin,
        }),
    },
    'GET /api/admin/lessons/export': {
      calls: () => Promise.resolve(ADMIN + monthsIn(hoursFromNow(-3), hoursFromNow(3)) + 3),
      pattern: 'Query (index) each calendar month of the range; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('GET', `/api/admin/lessons/export?${lessonRange(-3, 3)}&tutorId=${(await lessons()).tutor.id}`, {
          token: admin,
        }),
    },
    'GET /api/admin/lessons/{lessonId}': {
      calls: ADMIN + 6,
      pattern:
        "GetItem the lesson; in parallel 3 BatchGetItems names, Query its history, Query the learner's ledger for it",
      status: 200,
      send: async (measure) => measure('GET', `/api/admin/lessons/${(await lessons()).past}`, { token: admin }),
    },
    'POST /api/admin/lessons/{lessonId}/attendance': {
      calls: ADMIN + 6,
      pattern:
        'GetItem the lesson; TransactWriteItems attendance + history + activity; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('POST', `/api/admin/lessons/${(await lessons()).past}/attendance`, {
          token: admin,
          body: { outcome: 'learner_no_show' },
        }),
    },
    'PUT /api/admin/lessons/{lessonId}/note': {
      calls: ADMIN + 6,
      pattern:
        'GetItem the lesson; TransactWriteItems note + history + activity; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('PUT', `/api/admin/lessons/${(await lessons()).past}/note`, {
          token: admin,
          body: { covered: 'Revision of the week' },
        }),
    },
    'PUT /api/admin/lessons/{lessonId}/tutor': {
      calls: ADMIN + 7,
      pattern:
        'GetItem the lesson; GetItem the tutor (consistent); TransactWriteItems lesson + tutor check + history + activity; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) => {
        const { upcoming } = await lessons();
        const other = await tutorWithToken(call, admin);
        return measure('PUT', `/api/admin/lessons/${upcoming}/tutor`, { token: admin, body: { tutorId: other.id } });
      },
    },
    'POST /api/admin/lessons/{lessonId}/cancellation': {
      calls: ADMIN + 7,
      pattern:
        'GetItem the lesson; GetItem its lot; TransactWriteItems lesson + lot + balance + ledger + figures + mail + history + activity; GetItem it again; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('POST', `/api/admin/lessons/${(await lessons()).toCancel}/cancellation`, {
          token: admin,
          body: { reason: 'The tutor is unwell' },
        }),
    },
    'GET /api/admin/students/{studentId}/progress': {
      calls: ADMIN + 5,
      pattern: 'GetItem the learner; Query (index) every lesson of theirs; 3 BatchGetItems names',
      status: 200,
      send: async (measure) =>
        measure('GET', `/api/admin/students/${(await lessons()).student.userId}/progress`, { token: admin }),
    },
  };

  it('has an expected count for every route of the route table, and none for a route it does not have', () => {
    const keys = routes.map(routeKey);
    expect(
      keys.filter((key) => !cases[key]),
      'routes without an expected count: add them to `cases`',
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((key) => !keys.includes(key)),
      'cases for routes that are gone',
    ).toEqual([]);
  });

  /** A key part that is an id, a URI or an address: `…`. */
  const shortened = (part: string) => (/\d/.test(part) && /^[\w.:/-]{7,}$/.test(part) ? '…' : part);

  /** Sends a request and sees the DynamoDB requests made while `route` runs. */
  const measurer =
    (route: Route): Measure =>
    async (method, path, options) => {
      const seen = new Map<number, string[]>();
      const watcher = watchCalls((running, made) => {
        if (made.service !== 'dynamodb' || routeKey(running) !== routeKey(route)) return;
        const request = made.request ?? -1;
        // Ids, URIs and addresses left out of the keys, so the list reads as the access pattern: STUDENT#…#REQUESTS
        const keys = made.keys.map((key) => key.split('#').map(shortened).join('#')).join(',');
        seen.set(request, [...(seen.get(request) ?? []), `${made.action}${made.index ? ' (index)' : ''} ${keys}`]);
      });
      try {
        const answer = await call(method, path, options);
        const requests = [...seen.values()].map((items) =>
          items.length === 1 ? items[0]! : `TransactWriteItems[${items.map((item) => item.split(' ')[0]).join(', ')}]`,
        );
        return { answer, requests };
      } finally {
        watcher.stop();
      }
    };

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const test = cases[key];
    if (!test) throw new Error(`${key} has no expected DynamoDB count: add its access pattern to \`cases\``);
    const { answer, requests } = await test.send(measurer(route));
    expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(test.status);
    const expected = typeof test.calls === 'number' ? test.calls : await test.calls();
    table.push({ route: key, expected, actual: requests.length, requests });
    expect(
      requests.length,
      `${key} made ${requests.length} DynamoDB requests; its pattern needs ${expected}: ${test.pattern}.\n` +
        `  made: ${requests.join('; ')}`,
    ).toBe(expected);
  });
});
