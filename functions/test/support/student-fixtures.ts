import { LOCAL_BOOKING_REFERENCE_KEY, LOCAL_WEBHOOK_SIGNING_KEY } from '../../../infra/local/local-config';
import { signedDelivery } from '../../../infra/local/calendly-deliveries';
import * as Packages from '../../src/core/packages/packages';
import { signReference } from '../../src/core/bookings/booking-reference';
import * as Delivery from '../../src/db/entities/webhook-delivery';
import { decodeJwt } from 'jose';
import { sentMail, signIn, visitorHeaders, type client } from './gateway';

type Call = ReturnType<typeof client>;

export const PASSWORD = 'secret123';

/** The last code mailed to this address (verification or reset), read from the mail emulator. */
export async function mailedCode(email: string, kind: 'verification' | 'password reset' = 'verification') {
  const mails = (await sentMail()).filter(
    (mail) => mail.destination.to.includes(email) && mail.subject.endsWith(`${kind} code`),
  );
  const code = /^ {4}(\d{6})$/m.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`no ${kind} code was mailed to ${email}`);
  return code;
}

/** A student made through the real sign-up endpoint, their address proven with the mailed code, signed in. */
/**
 * A verified student, signed in. Their profile is completed (the intake answers saved), as a
 * student must before asking for sessions or booking; `{ intake: false }` leaves it incomplete.
 */
export async function signUpStudent(
  call: Call,
  extra: Record<string, unknown> = {},
  options: { intake?: boolean } = {},
) {
  const email = `student-${crypto.randomUUID()}@example.com`;
  const headers = visitorHeaders();
  const answer = await call('POST', '/api/auth/signup', {
    body: { fullName: 'Amina Yusuf', email, phone: '', password: PASSWORD, ...extra },
    headers,
  });
  if (answer.status !== 202) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const verified = await call('POST', '/api/auth/verify-email', {
    body: { email, code: await mailedCode(email), password: PASSWORD },
    headers,
  });
  if (verified.status !== 204)
    throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const token = await signIn(email, PASSWORD);
  if (options.intake !== false) await completeIntake(call, token);
  return { email, userId: decodeJwt(token).sub!, token };
}

/** Saves a student's intake answers: their profile is complete. */
export async function completeIntake(call: Call, token: string) {
  const saved = await call('PUT', '/api/me/profile', {
    token,
    body: {
      ageGroup: 'adult',
      level: 'beginner',
      goals: ['Reading Quran'],
      motivation: 'To read the Quran with my children.',
    },
  });
  if (saved.status !== 200) throw new Error(`intake failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** A published course with a scheduling page, made through the admin API. */
export async function publishedCourse(call: Call, adminToken: string, overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/admin/courses', {
    token: adminToken,
    body: {
      title: `Reading Practice ${crypto.randomUUID().slice(0, 8)}`,
      shortDescription: 'Recite with the rules applied correctly.',
      description: 'A structured path through the rules of Tajweed with guided practice.',
      category: 'Quranic Arabic',
      whatYouWillLearn: ['Makharij'],
      schedulingUrl: 'https://calendly.com/arabic-quran-academy/tajweed',
      isPublished: true,
      ...overrides,
    },
  });
  if (answer.status !== 201) throw new Error(`course failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

export function activePackage(
  sessionCount: number,
  priceCents = sessionCount * 2500,
  validityDays: number | null = null,
) {
  return Packages.create({
    name: `Pack ${sessionCount} ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Sessions for the tests.',
    priceCents,
    sessionCount,
    validityDays,
    isActive: true,
  });
}

/** A student (new, or `existing`) with `sessions` sessions on the course: asked for a package, approved by an admin. */
export async function studentWithSessions(
  call: Call,
  adminToken: string,
  courseId: string,
  sessions: number,
  existing?: Awaited<ReturnType<typeof signUpStudent>>,
) {
  const student = existing ?? (await signUpStudent(call));
  const pkg = await activePackage(sessions);
  const request = await call('POST', '/api/me/package-requests', {
    token: student.token,
    body: { packageId: pkg.id, courseId },
  });
  if (request.status !== 201) throw new Error(`request failed: ${request.status} ${JSON.stringify(request.body)}`);
  const approved = await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, {
    token: adminToken,
    body: {},
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return { ...student, requestId: request.body.id as string };
}

/** The tracking fields of a booking link, as the scheduling widget passes them on to the webhook. */
export function trackingOf(bookingUrl: string) {
  const url = new URL(bookingUrl);
  return {
    utm_source: url.searchParams.get('utm_source'),
    utm_campaign: url.searchParams.get('utm_campaign'),
    utm_content: url.searchParams.get('utm_content'),
  };
}

/** The tracking fields the portal's widget URL carries for this student and course. */
export function portalTracking(studentId: string, courseId: string) {
  return {
    utm_source: 'portal',
    utm_campaign: courseId,
    utm_content: signReference(studentId, courseId, LOCAL_BOOKING_REFERENCE_KEY),
  };
}

/**
 * A signed delivery to the webhook, and what became of it: the answer's status and receipt, with
 * the inbox record's state, outcome and reason once the worker has processed it (the test gateway
 * processes before it answers).
 */
export async function deliver(call: Call, event: unknown, options: { key?: string; timestamp?: number } = {}) {
  const delivery = signedDelivery(event, options.key ?? LOCAL_WEBHOOK_SIGNING_KEY, options.timestamp);
  const answer = await call('POST', '/api/webhooks/calendly', { rawBody: delivery.body, headers: delivery.headers });
  if (answer.status !== 200) return answer;
  // A retry sent while the first copy is being processed answers before it is settled: wait.
  let record = await Delivery.get(answer.body.deliveryId as string, true);
  for (let waited = 0; record?.state === 'received' && waited < 5_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    record = await Delivery.get(answer.body.deliveryId as string, true);
  }
  Object.assign(answer.body, {
    state: record?.state,
    outcome: record?.outcome ?? record?.state,
    reason: record?.reason,
    detail: record?.detail,
  });
  return answer;
}
