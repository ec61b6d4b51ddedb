/**
 * The bad-input suite. Over every route of the route table that takes a body or path parameters
 * (the cases are generated from `routes`, so a new route is covered as soon as it has a row) it
 * guarantees:
 *
 * - every bad request gets a clear 4xx (400, 413 or 415 as fits; never 500, never 2xx) with a JSON
 *   error body whose `error.message` is a human sentence;
 * - the table holds exactly the same items afterwards (a consistent full Scan before and after,
 *   support/table-snapshot.ts; only the per-address rate-limit windows are left out, because the
 *   public forms count an attempt before they parse it, by design);
 * - a string exactly at a limit the shared schemas set is accepted and one past it is refused
 *   with the schema's own message;
 * - right-to-left and markup text is stored as text, exactly as sent, while one-line fields
 *   refuse line breaks and bidi overrides.
 *
 * Each route is called as the role its access level needs, so the request reaches validation
 * rather than stopping at 401/403. The valid-looking body of each body route is in `bodies`
 * below: a route with a body that is missing from it fails the first test.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_BODY_BYTES, ORIGIN_VERIFY_HEADER } from '@app/shared/http/errors';
import { adminAccountMessages } from '@app/shared/admin/admins';
import { authMessages } from '@app/shared/auth/schemas';
import { contactMessages } from '@app/shared/contact/schemas';
import { courseMessages, MAX_MODULES, MAX_OUTCOMES } from '@app/shared/courses/schemas';
import { intakeMessages } from '@app/shared/leads/schemas';
import { packageMessages } from '@app/shared/admin/packages';
import { studentMessages } from '@app/shared/students/schemas';
import { singleLineMessage } from '@app/shared/text';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../../infra/local/local-config';
import { inviteeCreated } from '../../infra/local/calendly-deliveries';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { leadKey } from '../src/db/entities/lead';
import { routeKey, routes, type Access, type Route } from '../src/routes';
import { signCalendlyBody } from '../src/adapters/calendly/calendly-signature';
import { client, startTestGateway, userWithGroup, visitorHeaders, type CallResult } from './support/gateway';
import { activePackage, publishedCourse, signUpStudent } from './support/student-fixtures';
import { pathParams } from './support/access-fixtures';
import { tutorWithToken } from './support/tutor-fixtures';
import { describeChange, tableSnapshot, type TableSnapshot } from './support/table-snapshot';
import { intakeAnswers } from './support/lead-fixtures';

// ---------------------------------------------------------------------------------------------
// A valid-looking body for every route with a body (POST, PUT, PATCH). Not necessarily accepted
// as a whole (ids name nothing), but each field has the right type and passes its schema, so a
// case that changes one field tests that field alone. A new body route must be added here.
// ---------------------------------------------------------------------------------------------

const SOME_UUID = '3f1c9a52-7b0e-4d6a-9c3e-2a8b5d4f6e10';

const courseBody = {
  title: 'Reading Practice',
  shortDescription: 'Recite with the rules applied correctly.',
  description: 'A structured path through the rules of Tajweed with guided practice.',
  level: 'beginner',
  category: 'Quranic Arabic',
  whatYouWillLearn: ['Makharij'],
  whoIsThisFor: 'Adults who can read the script.',
  coverPhoto: '/images/cover.jpg',
  schedulingUrl: 'https://calendly.com/arabic-quran-academy/tajweed',
  isPublished: false,
  modules: [{ title: 'Letters', description: 'Where each letter comes from.' }],
};

const packageBody = {
  name: 'Starter Pack',
  description: 'Four sessions to begin with.',
  priceUsd: 90,
  sessionCount: 4,
  isActive: false,
};

const leadBody = {
  fullName: 'Sara Ali',
  email: 'sara@example.com',
  phone: '+44 20 7946 0000',
  ...intakeAnswers,
  bookingType: 'trial',
  courseId: SOME_UUID,
  website: '',
};

interface BodySpec {
  body: Record<string, unknown>;
  /** Headers a body needs to reach the parser (the webhook checks its signature first). */
  headersFor?: (raw: string) => Record<string, string>;
}

const bodies: Record<string, BodySpec> = {
  'POST /api/leads': { body: leadBody },
  'POST /api/contact': {
    body: { name: 'Sara Ali', email: 'sara@example.com', phone: '+44 20 7946 0000', message: 'Hello', website: '' },
  },
  'POST /api/setup': {
    body: { fullName: 'Site Owner', email: 'owner@example.com', password: 'Password123', setupCode: 'code' },
  },
  'POST /api/auth/signup': {
    body: {
      fullName: 'Amina Yusuf',
      email: 'amina@example.com',
      phone: '',
      password: 'secret123',
      intake: { ageGroup: 'adult', level: 'beginner', goals: ['Other'], why: 'To read.' },
      website: '',
    },
  },
  'POST /api/auth/verification-code': { body: { email: 'amina@example.com' } },
  'POST /api/auth/verify-email': { body: { email: 'amina@example.com', code: '123456', password: 'secret123' } },
  'POST /api/auth/forgot-password': { body: { email: 'amina@example.com' } },
  'POST /api/auth/reset-password': { body: { email: 'amina@example.com', code: '123456', password: 'secret123' } },
  'POST /api/admin/admins/{adminId}/password-reset': { body: {} },
  'POST /api/webhooks/calendly': {
    body: inviteeCreated({ seed: 'bad-input', name: 'Sara Ali', email: 'sara@example.com', start: new Date() }),
    // Signed with the local key, so the bad bodies reach the parser instead of stopping at 401.
    headersFor: (raw) => ({
      'calendly-webhook-signature': signCalendlyBody(raw, LOCAL_WEBHOOK_SIGNING_KEY, Math.floor(Date.now() / 1000)),
    }),
  },
  'PUT /api/me/profile': {
    body: { ageGroup: 'adult', level: 'beginner', goals: ['Reading Quran'], motivation: 'To read with my family.' },
  },
  'POST /api/me/package-requests': { body: { packageId: SOME_UUID, courseId: SOME_UUID } },
  'POST /api/me/learners': {
    body: {
      fullName: 'Maryam Yusuf',
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Reading Quran'],
      motivation: 'To read with her brother.',
    },
  },
  'POST /api/me/learners/{learnerId}/removal': { body: { confirmName: 'Maryam Yusuf' } },
  'POST /api/me/deletion': { body: { confirmEmail: 'amina@example.com' } },
  'POST /api/me/verification-code': { body: {} },
  'POST /api/me/verify-email': { body: { code: '123456' } },
  'POST /api/admin/me/two-factor': { body: {} },
  'POST /api/admin/students/{studentId}/deletion': { body: { confirmEmail: 'amina@example.com' } },
  'POST /api/admin/package-requests/{requestId}/approve': {
    body: { notes: 'Paid by bank transfer.', courseId: SOME_UUID },
  },
  'POST /api/admin/package-requests/{requestId}/reject': { body: { reason: 'No payment arrived.' } },
  'POST /api/me/refund-requests': { body: { packageRequestId: SOME_UUID } },
  'POST /api/admin/refund-requests/{refundId}/approve': { body: {} },
  'POST /api/admin/refund-requests/{refundId}/reject': { body: { reason: 'Paid with a voucher.' } },
  'POST /api/admin/students/{studentId}/certificates': { body: { courseId: SOME_UUID, note: 'Well done.' } },
  'POST /api/admin/certificates/{code}/revoke': { body: { reason: 'Issued by mistake.' } },
  'PATCH /api/admin/leads/{leadId}': { body: { status: 'contacted', note: 'Called back.', version: 1 } },
  'POST /api/admin/students': { body: { fullName: 'Amina Yusuf', email: 'amina@example.com', phone: '' } },
  'POST /api/admin/students/{studentId}/family': { body: { fullName: 'Maryam Yusuf', ageGroup: 'child' } },
  'PATCH /api/admin/students/{studentId}': { body: { status: 'on_hold', version: 0 } },
  'POST /api/admin/students/{studentId}/adjustments': {
    body: { courseId: SOME_UUID, amount: 1, reason: 'Goodwill session.' },
  },
  'POST /api/admin/packages': { body: packageBody },
  'PUT /api/admin/packages/{packageId}': { body: { ...packageBody, version: 0 } },
  'POST /api/admin/bookings/unmatched/{bookingId}/assign': { body: { studentId: SOME_UUID, courseId: SOME_UUID } },
  'POST /api/admin/bookings/unmatched/{bookingId}/dismiss': { body: { reason: 'Booked by mistake.' } },
  'POST /api/admin/bookings/deliveries/{deliveryId}/link': { body: { studentId: SOME_UUID, courseId: SOME_UUID } },
  'POST /api/admin/bookings/deliveries/{deliveryId}/process': { body: {} },
  'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss': { body: { reason: 'A test booking.' } },
  'POST /api/admin/admins': {
    body: { name: 'New Admin', email: 'new-admin@example.com', password: 'Password123', role: 'admin' },
  },
  'PATCH /api/admin/admins/{adminId}': { body: { name: 'New Admin', role: 'admin', version: 0 } },
  'POST /api/admin/courses': { body: courseBody },
  'POST /api/admin/mail/{mailId}/resend': { body: {} },
  'POST /api/admin/students/{studentId}/invitation': { body: {} },
  // An edit names the version it was based on (optimistic concurrency).
  'PUT /api/admin/courses/{courseId}': { body: { ...courseBody, version: 1 } },
  'POST /api/me/calendar-feed': { body: {} },
  'POST /api/me/courses/{courseId}/booking-link': { body: { exclude: [] } },
  'POST /api/admin/scheduling/connection': { body: { token: 'a-personal-access-token-of-forty-chars' } },
  'PUT /api/admin/scheduling/event-types': {
    body: { mappings: [{ courseId: SOME_UUID, eventTypeUri: 'https://api.calendly.com/event_types/AAAA' }] },
  },
  'PUT /api/admin/scheduling/policy': { body: { beyondBalance: 'review' } },
  'POST /api/admin/scheduling/webhook': { body: {} },
  'POST /api/admin/scheduling/reconciliation': { body: {} },
  'POST /api/me/calendar-feed/revocation': { body: {} },
  'POST /api/tutor/lessons/{lessonId}/attendance': { body: { outcome: 'attended' } },
  'PUT /api/tutor/lessons/{lessonId}/note': {
    body: { covered: 'Revised Al-Mulk', homework: 'Recite twice a day', tajweed: 'Watch the ghunnah' },
  },
  'POST /api/tutor/calendar-feed': { body: {} },
  'POST /api/tutor/calendar-feed/revocation': { body: {} },
  'POST /api/admin/tutors': {
    body: { name: 'Ustadha Huda', email: 'huda@example.com', password: 'Password123', bio: 'Teaches Quran.' },
  },
  'PUT /api/admin/tutors/{tutorId}': {
    body: { name: 'Ustadha Huda', bio: 'Teaches Quran.', status: 'active', version: 0 },
  },
  'PUT /api/admin/courses/{courseId}/tutor': { body: { tutorId: SOME_UUID } },
  'POST /api/admin/lessons/{lessonId}/attendance': { body: { outcome: 'attended' } },
  'PUT /api/admin/lessons/{lessonId}/note': { body: { covered: 'Revised Al-Mulk' } },
  'PUT /api/admin/lessons/{lessonId}/tutor': { body: { tutorId: SOME_UUID } },
  'POST /api/admin/lessons/{lessonId}/cancellation': { body: { reason: 'Our tutor is unwell.' } },
};

// ---------------------------------------------------------------------------------------------
// The generated cases.
// ---------------------------------------------------------------------------------------------

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const bodyRoutes = routes.filter((route) => BODY_METHODS.has(route.method));
const pathRoutes = routes.filter((route) => pathParams(route.path).length > 0);

interface BodyCase {
  title: string;
  route: Route;
  raw: string;
  contentType?: string;
  status: number;
  /** Sent without the headers the route's body needs to reach its parser (the webhook's signature). */
  bare?: boolean;
}

/** Raw bodies that are not the object any route takes. */
const notAnObject: [string, string][] = [
  ['empty body', ''],
  ['malformed JSON', '{"a":'],
  ['a JSON array', '[]'],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['an object with only an unknown field', '{"unexpectedField":"x"}'],
];

const bodyCases: BodyCase[] = bodyRoutes.flatMap((route) => {
  const key = routeKey(route);
  const cases: Omit<BodyCase, 'title' | 'route'>[] = [];
  const name: string[] = [];
  const add = (label: string, raw: string, status: number, contentType?: string, bare?: boolean) => {
    name.push(label);
    cases.push({ raw, status, contentType, bare });
  };
  const spec = bodies[key];
  if (route.throttle === 'webhook') {
    // A signed delivery is stored whatever it holds (answered 2xx, kept for review: the webhook
    // inbox's own suite); what is not the sender's is refused before anything is read.
    add('an unsigned body', JSON.stringify(spec?.body ?? {}), 401, undefined, true);
    add('a body of 64 KiB + 1 byte', paddedBody(MAX_BODY_BYTES + 1), 413);
    return cases.map((value, index) => ({ ...value, route, title: `${key}: ${name[index]}` }));
  }
  for (const [label, raw] of notAnObject) add(label, raw, 400);
  for (const [field, value] of Object.entries(spec?.body ?? {})) {
    const wrong = wrongTypeFor(value);
    add(`${field} as ${wrong.label}`, JSON.stringify({ ...spec!.body, [field]: wrong.value }), 400);
  }
  add('a body of exactly 64 KiB (not too large: refused by the parser, not 413)', paddedBody(MAX_BODY_BYTES), 400);
  add('JSON nested 30,000 levels deep (a cheap 400, not a stack overflow)', deeplyNested(30_000), 400);
  add('a body of 64 KiB + 1 byte', paddedBody(MAX_BODY_BYTES + 1), 413);
  if (route.throttle === 'form') add('a text/plain body', JSON.stringify(spec?.body ?? {}), 415, 'text/plain');
  return cases.map((value, index) => ({ ...value, route, title: `${key}: ${name[index]}` }));
});

/** `{"a":[[[…]]]}`: each level costs a parser that recurses a stack frame. */
function deeplyNested(levels: number): string {
  return `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

interface PathCase {
  title: string;
  route: Route;
  path: string;
  statuses: number[];
  /** API Gateway answers this itself (no route after normalizing, bad %-escape): its own `{ message }` body. */
  gatewayMayAnswer: boolean;
}

/**
 * Ids as they appear in the URL, sent byte for byte (no client-side normalizing). A malformed id
 * must get 400; `..` is resolved by URL normalization before routing, so what it names is another
 * path, which no route serves (404) or a handler refuses (400).
 */
const badIds: { label: string; id: string; statuses: number[]; gatewayMayAnswer?: boolean }[] = [
  { label: 'an encoded slash (a%2Fb)', id: 'a%2Fb', statuses: [400] },
  { label: 'an encoded # (a%23b)', id: 'a%23b', statuses: [400] },
  { label: '..', id: '..', statuses: [400, 404], gatewayMayAnswer: true },
  { label: '%2E%2E', id: '%2E%2E', statuses: [400, 404], gatewayMayAnswer: true },
  { label: 'a 2 KiB id', id: 'a'.repeat(2048), statuses: [400] },
  { label: 'a bad %-escape (%E0%A4%A)', id: '%E0%A4%A', statuses: [400], gatewayMayAnswer: true },
  {
    label: 'spaces, quotes and <script>',
    id: encodeURIComponent(`a b "c" 'd' <script>alert(1)</script>`),
    statuses: [400],
  },
  { label: 'NUL and newline', id: 'a%00b%0Ac', statuses: [400] },
  { label: 'Arabic letters', id: encodeURIComponent('فاطمة'), statuses: [400] },
  { label: 'a well-formed unknown id', id: SOME_UUID, statuses: [404] },
];

const pathCases: PathCase[] = pathRoutes.flatMap((route) =>
  pathParams(route.path).flatMap((param) =>
    badIds.map((bad) => ({
      title: `${routeKey(route)}: {${param}} = ${bad.label}`,
      route,
      path: route.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === param ? bad.id : SOME_UUID)),
      statuses: bad.statuses,
      gatewayMayAnswer: bad.gatewayMayAnswer ?? false,
    })),
  ),
);

/** One-line fields (names, titles): refused when they hold a line break or a bidi control. */
const singleLineFields: [key: string, field: string][] = [
  ['POST /api/leads', 'fullName'],
  ['POST /api/contact', 'name'],
  ['POST /api/setup', 'fullName'],
  ['POST /api/auth/signup', 'fullName'],
  ['POST /api/admin/students', 'fullName'],
  ['POST /api/me/learners', 'fullName'],
  ['POST /api/admin/students/{studentId}/family', 'fullName'],
  ['POST /api/admin/packages', 'name'],
  ['PUT /api/admin/packages/{packageId}', 'name'],
  ['POST /api/admin/admins', 'name'],
  ['PATCH /api/admin/admins/{adminId}', 'name'],
  ['POST /api/admin/tutors', 'name'],
  ['PUT /api/admin/tutors/{tutorId}', 'name'],
  ['POST /api/admin/courses', 'title'],
  ['PUT /api/admin/courses/{courseId}', 'title'],
];
const notSingleLine: [string, string][] = [
  ['a line feed', 'Sara\nAli'],
  ['a carriage return', 'Sara\rAli'],
  ['CR LF', 'Sara\r\nBcc: x@example.com'],
  ['a right-to-left override (U+202E)', 'Sara \u202Egnp.exe'],
  ['a right-to-left isolate (U+2067)', 'Sara \u2067Ali'],
];
const singleLineCases = singleLineFields.flatMap(([key, field]) =>
  notSingleLine.map(([label, value]) => ({ title: `${key}: ${field} with ${label}`, key, field, value })),
);

// ---------------------------------------------------------------------------------------------
// The suite.
// ---------------------------------------------------------------------------------------------

type Call = ReturnType<typeof client>;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let call: Call;
/** Tokens by the role each access level needs: super_admin passes both admin levels. */
const tokens: Partial<Record<'student' | 'tutor' | 'super_admin', string>> = {};

beforeAll(async () => {
  gateway = await startTestGateway();
  call = client(gateway.url);
  tokens.super_admin = (await userWithGroup('super_admin')).token;
  tokens.student = (await signUpStudent(call)).token;
  tokens.tutor = (await tutorWithToken(call, tokens.super_admin)).token;
});
afterAll(() => gateway?.close());

describe('bad input on every route: a clear 4xx, and the table unchanged', () => {
  it('has a valid-looking body for every route with a body, and none for a route that is gone', () => {
    const keys = bodyRoutes.map(routeKey);
    expect(
      keys.filter((key) => !(key in bodies)),
      'add these routes to `bodies`',
    ).toEqual([]);
    expect(
      Object.keys(bodies).filter((key) => !keys.includes(key)),
      'no such body route',
    ).toEqual([]);
  });

  it.each(titled(bodyCases))('%s', async (_title, { route, raw, contentType, status, bare }) => {
    const before = await tableSnapshot();
    const headers = { ...(bare ? {} : bodies[routeKey(route)]?.headersFor?.(raw)) };
    if (contentType) headers['content-type'] = contentType;
    const answer = await send(route, route.path.replace(/\{\w+\}/g, SOME_UUID), { raw, headers });
    expectClearError(answer, [status]);
    await expectTableUnchanged(before);
  });

  it.each(titled(pathCases))('%s', async (_title, { route, path, statuses, gatewayMayAnswer }) => {
    const before = await tableSnapshot();
    const spec = bodies[routeKey(route)];
    const raw = spec ? JSON.stringify(spec.body) : undefined;
    const answer = await send(route, path, { raw, headers: raw === undefined ? {} : spec?.headersFor?.(raw) });
    expectClearError(answer, statuses, { gatewayMayAnswer });
    if (statuses.length === 1 && statuses[0] === 400 && !gatewayMayAnswer) {
      // Refused by the wrapper's id check, not by something later that happened to fail.
      expect(answer.body.error.message).toBe('Invalid id in the path');
    }
    await expectTableUnchanged(before);
  });

  it.each(titled(singleLineCases))('%s', async (_title, { key, field, value }) => {
    const route = routeByKey(key);
    const before = await tableSnapshot();
    const raw = JSON.stringify({ ...bodies[key]!.body, [field]: value });
    const answer = await send(route, route.path.replace(/\{\w+\}/g, SOME_UUID), { raw });
    expectClearError(answer, [400]);
    expect(answer.body.error).toMatchObject({ message: singleLineMessage, fields: { [field]: singleLineMessage } });
    await expectTableUnchanged(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Limits: one past is refused with the schema's message (nothing written), exactly at is taken.
// These write, so they run after the unchanged-table checks.
// ---------------------------------------------------------------------------------------------

/** Filled in beforeAll of the limits block: things the limit cases act on. */
const ctx = { studentToken: '', leadId: '', approveId: '', rejectId: '' };
/** The lead's version now (a save names the version it read). */
const leadVersion = async (leadId: string) =>
  Number((await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(leadId) }))).Item?.version ?? 0);

const x = (length: number) => 'x'.repeat(length);
const unique = (label: string) => `${label}-${crypto.randomUUID()}@example.com`;
const atMost = (max: number) => `Must be at most ${max} characters`;

/** What a refusal carries (a 2xx answer has other fields). */
interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

interface LimitCase {
  title: string;
  field: string;
  message: string;
  at: unknown;
  past: unknown;
  send: (value: unknown) => Promise<CallResult<ErrorBody>>;
}

const asAdmin = (method: string, path: string, body: unknown) =>
  call(method, path, { token: tokens.super_admin, body, headers: visitorHeaders() });
const lead = (patch: Record<string, unknown>) =>
  call('POST', '/api/leads', {
    body: { ...leadBody, courseId: undefined, email: unique('lead'), ...patch },
    headers: visitorHeaders(),
  });
const contact = (patch: Record<string, unknown>) =>
  call('POST', '/api/contact', { body: { ...bodies['POST /api/contact']!.body, ...patch }, headers: visitorHeaders() });
const signup = (patch: Record<string, unknown>) =>
  call('POST', '/api/auth/signup', {
    body: { fullName: 'Amina Yusuf', email: unique('signup'), password: 'secret123', ...patch },
    headers: visitorHeaders(),
  });
const adminCreate = (patch: Record<string, unknown>) =>
  asAdmin('POST', '/api/admin/admins', {
    name: 'New Admin',
    email: unique('admin'),
    password: 'Password123',
    role: 'admin',
    ...patch,
  });
const course = (patch: Record<string, unknown>) =>
  asAdmin('POST', '/api/admin/courses', {
    ...courseBody,
    title: `Limits ${crypto.randomUUID().slice(0, 8)}`,
    ...patch,
  });
const pkg = (patch: Record<string, unknown>) => asAdmin('POST', '/api/admin/packages', { ...packageBody, ...patch });

function limit(
  title: string,
  field: string,
  message: string,
  at: unknown,
  past: unknown,
  sendValue: (value: unknown) => Promise<CallResult<ErrorBody>>,
): LimitCase {
  return { title, field, message, at, past, send: sendValue };
}

const limitCases: LimitCase[] = [
  limit(
    'lead form: name of 100 (Arabic letters)',
    'fullName',
    intakeMessages.fullNameMax,
    'ب'.repeat(100),
    'ب'.repeat(101),
    (v) => lead({ fullName: v }),
  ),
  limit('lead form: name of at least 2', 'fullName', intakeMessages.fullName, 'Al', 'A', (v) => lead({ fullName: v })),
  limit('lead form: message of 1000', 'why', intakeMessages.whyMax, x(1000), x(1001), (v) => lead({ why: v })),
  limit('lead form: message of at least 10', 'why', intakeMessages.why, x(10), x(9), (v) => lead({ why: v })),
  limit('lead form: phone of 20', 'phone', intakeMessages.phone, '1'.repeat(20), '1'.repeat(21), (v) =>
    lead({ phone: v }),
  ),
  limit('contact form: name of 100', 'name', 'Name must be at most 100 characters', x(100), x(101), (v) =>
    contact({ name: v }),
  ),
  limit('contact form: name of at least 2', 'name', contactMessages.name, 'Al', 'A', (v) => contact({ name: v })),
  limit('contact form: message of 5000', 'message', 'Message must be at most 5000 characters', x(5000), x(5001), (v) =>
    contact({ message: v }),
  ),
  limit('contact form: phone of 20', 'phone', intakeMessages.phone, '1'.repeat(20), '1'.repeat(21), (v) =>
    contact({ phone: v }),
  ),
  limit('sign-up: name of 100', 'fullName', studentMessages.nameMax, x(100), x(101), (v) => signup({ fullName: v })),
  limit(
    'sign-up: password of 256',
    'password',
    studentMessages.passwordMax,
    'secret1'.repeat(37).slice(0, 256),
    'secret1'.repeat(37).slice(0, 257),
    (v) => signup({ password: v }),
  ),
  limit('sign-up: password of at least 6', 'password', studentMessages.passwordMin, 'secre1', 'secr1', (v) =>
    signup({ password: v }),
  ),
  limit('profile: motivation of 1000', 'motivation', studentMessages.motivationMax, x(1000), x(1001), (v) =>
    call('PUT', '/api/me/profile', {
      token: ctx.studentToken,
      body: { ...bodies['PUT /api/me/profile']!.body, motivation: v },
    }),
  ),
  limit('profile: motivation of at least 10', 'motivation', studentMessages.motivation, x(10), x(9), (v) =>
    call('PUT', '/api/me/profile', {
      token: ctx.studentToken,
      body: { ...bodies['PUT /api/me/profile']!.body, motivation: v },
    }),
  ),
  limit('course: title of 200', 'title', atMost(200), x(200), x(201), (v) => course({ title: v })),
  limit('course: title of at least 3', 'title', courseMessages.title, 'Abc', 'Ab', (v) => course({ title: v })),
  limit('course: short description of 300', 'shortDescription', atMost(300), x(300), x(301), (v) =>
    course({ shortDescription: v }),
  ),
  limit('course: description of 5000', 'description', atMost(5000), x(5000), x(5001), (v) =>
    course({ description: v }),
  ),
  limit('course: category of 100', 'category', atMost(100), x(100), x(101), (v) => course({ category: v })),
  limit('course: who it is for of 2000', 'whoIsThisFor', atMost(2000), x(2000), x(2001), (v) =>
    course({ whoIsThisFor: v }),
  ),
  limit(
    'course: a learning outcome of 300',
    'whatYouWillLearn.0',
    'Learning outcomes must be at most 300 characters',
    [x(300)],
    [x(301)],
    (v) => course({ whatYouWillLearn: v }),
  ),
  limit(
    'course: 20 learning outcomes',
    'whatYouWillLearn',
    courseMessages.tooManyOutcomes,
    outcomes(MAX_OUTCOMES),
    outcomes(MAX_OUTCOMES + 1),
    (v) => course({ whatYouWillLearn: v }),
  ),
  limit(
    'course: module title of 200',
    'modules.0.title',
    'Module title must be at most 200 characters',
    [{ title: x(200), description: 'd' }],
    [{ title: x(201), description: 'd' }],
    (v) => course({ modules: v }),
  ),
  limit(
    'course: module description of 2000',
    'modules.0.description',
    'Module description must be at most 2000 characters',
    [{ title: 't', description: x(2000) }],
    [{ title: 't', description: x(2001) }],
    (v) => course({ modules: v }),
  ),
  limit(
    'course: 40 modules',
    'modules',
    courseMessages.tooManyModules,
    modules(MAX_MODULES),
    modules(MAX_MODULES + 1),
    (v) => course({ modules: v }),
  ),
  limit('package: name of 100', 'name', atMost(100), x(100), x(101), (v) => pkg({ name: v })),
  limit('package: description of 500', 'description', atMost(500), x(500), x(501), (v) => pkg({ description: v })),
  limit('package: 500 sessions', 'sessionCount', packageMessages.sessions, 500, 501, (v) => pkg({ sessionCount: v })),
  limit('package: at least 1 session', 'sessionCount', packageMessages.sessions, 1, 0, (v) => pkg({ sessionCount: v })),
  limit('package: price of 100000', 'priceUsd', packageMessages.price, 100_000, 100_000.01, (v) =>
    pkg({ priceUsd: v }),
  ),
  limit('package: price in whole cents', 'priceUsd', packageMessages.price, 0.01, 0.005, (v) => pkg({ priceUsd: v })),
  limit('package request: approval notes of 1000', 'notes', atMost(1000), x(1000), x(1001), (v) =>
    asAdmin('POST', `/api/admin/package-requests/${ctx.approveId}/approve`, { notes: v }),
  ),
  limit(
    'package request: rejection reason of 1000',
    'reason',
    'Reason must be at most 1000 characters',
    x(1000),
    x(1001),
    (v) => asAdmin('POST', `/api/admin/package-requests/${ctx.rejectId}/reject`, { reason: v }),
  ),
  limit('lead: a contact note of 5000', 'note', 'A note must be at most 5000 characters', x(5000), x(5001), async (v) =>
    asAdmin('PATCH', `/api/admin/leads/${ctx.leadId}`, { note: v, version: await leadVersion(ctx.leadId) }),
  ),
  limit('admin: name of 100', 'name', 'Name must be at most 100 characters', x(100), x(101), (v) =>
    adminCreate({ name: v }),
  ),
  limit('admin: name of at least 2', 'name', adminAccountMessages.nameMin, 'Al', 'A', (v) => adminCreate({ name: v })),
  limit(
    'admin: password of 256',
    'password',
    'Password must be at most 256 characters',
    `Aa1${x(253)}`,
    `Aa1${x(254)}`,
    (v) => adminCreate({ password: v }),
  ),
  limit('admin: password of at least 8', 'password', authMessages.setupPasswordMin, 'Passwor1', 'Passwo1', (v) =>
    adminCreate({ password: v }),
  ),
  limit('admin: add student with a name of 100', 'fullName', studentMessages.nameMax, x(100), x(101), (v) =>
    asAdmin('POST', '/api/admin/students', { fullName: v, email: unique('added') }),
  ),
];

describe('limits the shared schemas set: exactly at is accepted, one past is refused', () => {
  beforeAll(async () => {
    ctx.studentToken = (await signUpStudent(call)).token;
    const created = await lead({});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ctx.leadId = created.body.id;
    const courseId = await publishedCourse(call, tokens.super_admin!);
    const asker = await signUpStudent(call);
    for (const target of ['approveId', 'rejectId'] as const) {
      const offer = await activePackage(2);
      const request = await call('POST', '/api/me/package-requests', {
        token: asker.token,
        body: { packageId: offer.id, courseId },
      });
      expect(request.status, JSON.stringify(request.body)).toBe(201);
      ctx[target] = request.body.id;
    }
  });

  it.each(titled(limitCases))('%s', async (_title, { field, message, at, past, send: sendValue }) => {
    const before = await tableSnapshot();
    const refused = await sendValue(past);
    expectClearError(refused, [400]);
    expect(refused.body.error).toMatchObject({ message, fields: { [field]: message } });
    await expectTableUnchanged(before);

    const accepted = await sendValue(at);
    expect(accepted.status, JSON.stringify(accepted.body)).toBeGreaterThanOrEqual(200);
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
  });
});

// ---------------------------------------------------------------------------------------------
// Right-to-left and markup text is data: stored and given back exactly as sent.
// ---------------------------------------------------------------------------------------------

describe('right-to-left and markup text is stored as text', () => {
  it('keeps an Arabic name and a message with markup, Hebrew and mixed text exactly as sent', async () => {
    const fullName = 'فاطمة الزهراء';
    const why = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'שלום, אני רוצה ללמוד ערבית',
      'I want to read القرآن الكريم with my kids & "friends" \'too\'',
    ].join(' ');
    const email = unique('rtl');
    const created = await call('POST', '/api/leads', {
      body: { ...leadBody, courseId: undefined, fullName, why, email },
      headers: visitorHeaders(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const found = await call('GET', `/api/admin/leads?q=${encodeURIComponent(fullName)}`, {
      token: tokens.super_admin,
    });
    expect(found.status).toBe(200);
    const stored = (found.body.items as { id: string; fullName: string; why: string; email: string }[]).find(
      (item) => item.id === created.body.id,
    );
    expect(stored).toMatchObject({ fullName, why, email });
  });
});

// ---------------------------------------------------------------------------------------------
// Text that is not Unicode: a lone UTF-16 surrogate ("\ud800" is valid JSON, but names no
// character and cannot be encoded as UTF-8).
//
// Accepted, such text made the contact form answer 500 (the SES client cannot encode it) and lost
// the mails quoting it (a lead's notice to the team, an added student's invitation): the wrapper
// refuses it with a 400 naming the field, before any schema or store sees it.
// ---------------------------------------------------------------------------------------------

/** Bodies each route would accept as they are: only the one field makes them bad. */
const acceptedBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/contact': () => ({ ...bodies['POST /api/contact']!.body }),
  'POST /api/leads': () => ({ ...leadBody, courseId: undefined, email: unique('lone') }),
  'POST /api/auth/signup': () => ({ fullName: 'Amina Yusuf', email: unique('lone'), password: 'secret123' }),
  'POST /api/admin/students': () => ({ fullName: 'Amina Yusuf', email: unique('lone') }),
  'POST /api/admin/courses': () => ({ ...courseBody }),
};
const loneSurrogateCases = (
  [
    ['POST /api/contact', 'message'],
    ['POST /api/contact', 'name'],
    ['POST /api/leads', 'fullName'],
    ['POST /api/leads', 'why'],
    ['POST /api/auth/signup', 'fullName'],
    ['POST /api/admin/students', 'fullName'],
    ['POST /api/admin/courses', 'title'],
  ] as const
).map(([key, field]) => ({ title: `${key}: ${field} with a lone surrogate`, key, field }));

describe('text that is not Unicode (lone surrogates)', () => {
  it.each(titled(loneSurrogateCases))('%s', async (_title, { key, field }) => {
    const before = await tableSnapshot();
    // JSON.stringify writes a lone surrogate as the escape \ud800.
    const raw = JSON.stringify({ ...acceptedBodies[key]!(), [field]: `Sara \ud800 Ali ${x(10)}` });
    const answer = await send(routeByKey(key), routeByKey(key).path, { raw });
    expectClearError(answer, [400]);
    expect(answer.body.error.fields, 'refused for this field').toHaveProperty([field]);
    await expectTableUnchanged(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------------------------

/** `[title, case]` pairs, so each test is named by its whole title (`$title` would be cut short). */
function titled<T extends { title: string }>(cases: T[]): [string, T][] {
  return cases.map((value) => [value.title, value]);
}

function routeByKey(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`No route ${key}`);
  return route;
}

/** A value of another JSON type than `value`: a number for a string, an object for a number, ... */
function wrongTypeFor(value: unknown): { label: string; value: unknown } {
  if (typeof value === 'string') return { label: 'a number', value: 12345 };
  if (typeof value === 'number') return { label: 'an object', value: { amount: 1 } };
  if (typeof value === 'boolean') return { label: 'a string', value: 'true' };
  if (Array.isArray(value)) return { label: 'a string', value: 'not a list' };
  return { label: 'a number', value: 42 };
}

/** A JSON object of exactly `bytes` bytes. */
function paddedBody(bytes: number): string {
  const shell = '{"padding":""}';
  return `{"padding":"${'x'.repeat(bytes - shell.length)}"}`;
}

function outcomes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Outcome ${index + 1}`);
}

function modules(count: number): { title: string; description: string }[] {
  return Array.from({ length: count }, (_, index) => ({ title: `Module ${index + 1}`, description: 'Short.' }));
}

function tokenFor(access: Access): string | undefined {
  if (access === 'public') return undefined;
  if (access === 'student' || access === 'signed_in') return tokens.student;
  if (access === 'tutor') return tokens.tutor;
  return tokens.super_admin;
}

interface RawAnswer {
  status: number;
  contentType: string;
  body: any;
}

/**
 * A request with its path sent byte for byte (fetch would resolve `..` and `%2E%2E` before
 * sending), as the role the route needs, from a visitor address of its own. JSON unless
 * `headers` says otherwise; no body when `raw` is undefined.
 */
function send(
  route: Route,
  path: string,
  options: { raw?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const token = tokenFor(route.access);
  const headers: Record<string, string> = {
    [ORIGIN_VERIFY_HEADER]: inject('localStack').functionEnv.ORIGIN_VERIFY_SECRET!,
    ...visitorHeaders(),
  };
  if (options.raw !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  const url = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: route.method, path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(response.headers['content-type'] ?? '');
          let body: unknown = text;
          if (contentType.includes('application/json') && text) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          resolve({ status: response.statusCode ?? 0, contentType, body });
        });
      },
    );
    request.on('error', reject);
    request.end(options.raw);
  });
}

/**
 * A clear refusal: one of `statuses`, a JSON error body, and a message a person can read. API
 * Gateway's own answers (no such route, a path it cannot decode) carry `{ message }` instead.
 */
function expectClearError(
  answer: RawAnswer | CallResult,
  statuses: number[],
  options: { gatewayMayAnswer?: boolean } = {},
): void {
  const body = answer.body as { error?: { message?: unknown; fields?: unknown }; message?: unknown } | undefined;
  const summary = `${answer.status} ${JSON.stringify(body)}`;
  expect(statuses, summary).toContain(answer.status);
  const contentType = 'contentType' in answer ? answer.contentType : (answer.headers['content-type'] ?? '');
  expect(contentType, summary).toContain('application/json');
  const message = body?.error?.message ?? (options.gatewayMayAnswer ? body?.message : undefined);
  expectHumanSentence(message, summary);
  if (body?.error?.fields !== undefined) {
    for (const value of Object.values(body.error.fields as Record<string, unknown>))
      expectHumanSentence(value, summary);
  }
}

/** Non-empty, one line, starts with a capital letter, and no stack trace, JSON or class names. */
function expectHumanSentence(message: unknown, context: string): void {
  expect(typeof message, context).toBe('string');
  const text = message as string;
  expect(text.trim().length, context).toBeGreaterThan(2);
  expect(text.length, context).toBeLessThanOrEqual(300);
  expect(text, context).toMatch(/^[A-Z]/);
  expect(text, context).not.toMatch(/[\r\n{}]|\[object |\bat \S+ \(|Error:|Unexpected token|Zod/);
}

async function expectTableUnchanged(before: TableSnapshot): Promise<void> {
  const after = await tableSnapshot();
  expect(after, describeChange(before, after)).toEqual(before);
}
