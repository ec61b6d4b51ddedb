import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { schedulingMessages } from '@app/shared/scheduling/schemas';
import { signedDelivery } from '../../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../../infra/local/local-config';
import { handler as runProviderCommands } from '../src/handlers/scheduled/run-provider-commands';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import * as BookingLink from '../src/db/entities/booking-link';
import * as Unmatched from '../src/db/entities/unmatched-booking';
import {
  STANDIN_EVENT_TYPE as SLUG,
  STANDIN_OTHER_EVENT_TYPE as OTHER_SLUG,
  STANDIN_TOKEN as TOKEN,
  useCalendlyStandIn,
} from './support/calendly-fixtures';
import { client, sentMail, siteProxy, startTestGateway, userWithGroup } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { publishedCourse, studentWithSessions } from './support/student-fixtures';

/**
 * Scheduling at the source, against the Calendly stand-in: the portal connects the account, mints
 * single-use links only while the balance covers them, cancels at Calendly what nothing pays for,
 * sends the office's cancellations and no-shows there, and repairs what the webhook missed.
 */
describe('scheduling at the source (Calendly stand-in)', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let site: Awaited<ReturnType<typeof siteProxy>>;
  let call: ReturnType<typeof client>;
  let superAdmin: string;
  let admin: string;
  let courseId: string;

  beforeAll(async () => {
    gateway = await startTestGateway();
    call = client(gateway.url);
    // The webhook delivers to this test's gateway, through the proxy that adds the origin header.
    site = await siteProxy(gateway.url);
  });
  const calendly = useCalendlyStandIn({ siteUrl: () => site.url });
  beforeAll(async () => {
    superAdmin = (await userWithGroup('super_admin')).token;
    admin = (await userWithGroup('admin')).token;
    courseId = await publishedCourse(call, admin);
  });
  afterAll(async () => {
    await site?.close();
    await gateway?.close();
  });

  const control = (route: string, body?: unknown, method = 'POST') => calendly().control(route, body, method);
  const apiCalls = (method: string, pathStart: string) => calendly().apiCalls(method, pathStart);
  const linkFor = (token: string, exclude: string[] = [], learnerId?: string) =>
    call('POST', `/api/me/courses/${courseId}/booking-link`, { token, body: { exclude, learnerId } });
  const balanceOf = async (token: string) =>
    ((await call('GET', `/api/me/courses/${courseId}`, { token })).body as { sessionsRemaining: number })
      .sessionsRemaining;
  const days = (n: number, hour = 10) => {
    const at = new Date(Date.now() + n * 86_400_000);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  /** A delivery made from what the stand-in holds of a meeting and its (first) invitee, signed. */
  const stoodInDelivery = async (
    eventUri: string,
    make: (invitee: Record<string, any>, event: Record<string, any>) => unknown,
  ) => {
    const base = `${calendly().standIn.url}/scheduled_events/${eventUri.split('/').at(-1)}`;
    const headers = { authorization: `Bearer ${TOKEN}` };
    const invitees = (await (await fetch(`${base}/invitees`, { headers })).json()) as {
      collection: Record<string, any>[];
    };
    const event = (await (await fetch(base, { headers })).json()) as { resource: Record<string, any> };
    return signedDelivery(make(invitees.collection[0]!, event.resource), LOCAL_WEBHOOK_SIGNING_KEY);
  };
  const bookThrough = (url: string, start: string, deliver = true) =>
    control('/bookings', { url, name: 'Amina Yusuf', email: 'amina@example.com', start, deliver });

  it('connects the account with a token: only a super admin, a refused token writes nothing', async () => {
    const bare = await call('GET', '/api/admin/scheduling', { token: admin });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ connected: false, account: null });
    expect(bare.body.courses.find((c: { courseId: string }) => c.courseId === courseId)).toMatchObject({
      linkMode: 'scheduling_page',
      reason: schedulingMessages.notConnected,
    });

    expect(
      (await call('POST', '/api/admin/scheduling/connection', { token: admin, body: { token: TOKEN } })).status,
    ).toBe(403);
    const refused = await call('POST', '/api/admin/scheduling/connection', {
      token: superAdmin,
      body: { token: 'a-token-calendly-does-not-know' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(schedulingMessages.tokenRefused);
    expect((await call('GET', '/api/admin/scheduling', { token: admin })).body.connected).toBe(false);

    const connected = await call('POST', '/api/admin/scheduling/connection', {
      token: superAdmin,
      body: { token: TOKEN },
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      account: { name: 'Academy Owner', email: 'owner@academy.test' },
      beyondBalance: 'cancel',
      webhook: { state: 'active', callbackUrl: `${site.url}/api/webhooks/calendly` },
    });
    expect(connected.body.eventTypes).toEqual([
      expect.objectContaining({
        uri: calendly().standIn.eventTypeUri(SLUG),
        name: 'Gated Lesson',
        durationMinutes: 60,
      }),
      expect.objectContaining({ name: 'Other Lesson', kind: 'solo' }),
    ]);
    // The subscription as Calendly documents its creation, with the school's signing key.
    const [created] = await apiCalls('POST', '/webhook_subscriptions');
    expect(created?.body).toEqual({
      url: `${site.url}/api/webhooks/calendly`,
      events: ['invitee.created', 'invitee.canceled', 'invitee_no_show.created'],
      organization: calendly().standIn.organizationUri,
      scope: 'organization',
      signing_key: LOCAL_WEBHOOK_SIGNING_KEY,
    });

    const unknownType = await call('PUT', '/api/admin/scheduling/event-types', {
      token: superAdmin,
      body: { mappings: [{ courseId, eventTypeUri: `${calendly().standIn.url}/event_types/not-one-of-ours` }] },
    });
    expect(unknownType.status).toBe(400);
    const mapped = await call('PUT', '/api/admin/scheduling/event-types', {
      token: superAdmin,
      body: { mappings: [{ courseId, eventTypeUri: calendly().standIn.eventTypeUri(SLUG) }] },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.courses.find((c: { courseId: string }) => c.courseId === courseId)).toMatchObject({
      linkMode: 'single_use',
      reason: null,
    });
  });

  it('gives at most as many open single-use links as sessions, and none once both are booked', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    expect((await call('GET', `/api/me/courses/${courseId}`, { token: student.token })).body).toMatchObject({
      bookingMode: 'single_use',
      bookingUrl: null,
    });
    const first = await linkFor(student.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mode: 'single_use', openLinks: 1, sessionsRemaining: 2 });
    const url = new URL(first.body.url);
    expect(url.origin).toBe(calendly().standIn.url);
    expect(url.pathname).toMatch(new RegExp(`^/d/[^/]+/${SLUG}$`));
    expect(url.searchParams.get('utm_term')).toBe(first.body.linkId);
    expect(url.searchParams.get('utm_campaign')).toBe(courseId);
    // Unused: the same link again, not a new one.
    expect((await linkFor(student.token)).body.linkId).toBe(first.body.linkId);
    const second = await linkFor(student.token, [first.body.linkId]);
    expect(second.body).toMatchObject({ openLinks: 2 });
    expect(second.body.linkId).not.toBe(first.body.linkId);
    const third = await linkFor(student.token, [first.body.linkId, second.body.linkId]);
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(schedulingMessages.noSessionsLeft);
    // Minted as Calendly documents: one event, owned by the event type.
    const mints = await apiCalls('POST', '/scheduling_links');
    expect(mints).toHaveLength(2);
    expect(mints[0]!.body).toEqual({
      max_event_count: 1,
      owner: calendly().standIn.eventTypeUri(SLUG),
      owner_type: 'EventType',
    });

    expect((await bookThrough(first.body.url, days(3))).status).toBe(201);
    expect(await balanceOf(student.token)).toBe(1);
    expect((await bookThrough(second.body.url, days(4))).status).toBe(201);
    expect(await balanceOf(student.token)).toBe(0);
    const { links, openCount } = await BookingLink.ofCourse(student.userId, courseId);
    expect(links.map((link) => link.state)).toEqual(['used', 'used']);
    expect(openCount).toBe(0);
    expect((await linkFor(student.token)).status).toBe(409);
    // A stale link is refused at the source: it booked once already.
    expect((await bookThrough(first.body.url, days(5))).status).toBe(410);
    expect(await balanceOf(student.token)).toBe(0);
  });

  it('two pages minting at once open no more links than sessions, with one call to Calendly', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const before = (await apiCalls('POST', '/scheduling_links')).length;
    const answers = await Promise.all(['v', 'w', 'x', 'y', 'z'].map((id) => linkFor(student.token, [id])));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const { links, openCount } = await BookingLink.ofCourse(student.userId, courseId);
    expect(links.filter((link) => link.state === 'open')).toHaveLength(1);
    expect(openCount).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.linkId)).size).toBe(1);
    expect(await apiCalls('POST', '/scheduling_links')).toHaveLength(before + 1);
  });

  it("does not charge a course's balance for a lesson booked on another course's calendar", async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    // The learner's own link's tracking, carried onto the page of another event type.
    const link = new URL((await linkFor(student.token)).body.url);
    const other = new URL(calendly().standIn.schedulingUrl(OTHER_SLUG));
    for (const [name, value] of link.searchParams) other.searchParams.set(name, value);
    const booked = await bookThrough(other.toString(), days(10, 13));
    expect(booked.status).toBe(201);
    expect(await balanceOf(student.token)).toBe(2);
    expect(await Unmatched.get(bookingIdFor(booked.body.inviteeUri))).toMatchObject({
      status: 'open',
      reason: 'wrong_event_type',
      studentId: student.userId,
    });
    // The link itself was not spent: it books its own calendar still.
    expect((await BookingLink.get(student.userId, courseId, link.searchParams.get('utm_term')!))?.state).toBe('open');
  });

  it('cancels at Calendly a booking nothing pays for, tells the learner, and records it', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    const link = await linkFor(student.token);
    // The team takes the session back: the open link is no longer covered and is released.
    const adjusted = await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
      token: admin,
      body: { courseId, amount: -1, reason: 'Entered twice' },
    });
    expect(adjusted.status).toBe(200);
    expect((await linkFor(student.token)).status).toBe(409);
    expect((await BookingLink.get(student.userId, courseId, link.body.linkId))?.state).toBe('released');

    // Calendly cannot revoke a link: someone books through it anyway.
    const booked = await bookThrough(link.body.url, days(6));
    expect(booked.status).toBe(201);
    const record = await Unmatched.get(bookingIdFor(booked.body.inviteeUri));
    expect(record).toMatchObject({
      status: 'canceled',
      canceledAtSource: true,
      reason: 'no_balance',
      studentId: student.userId,
    });
    expect(await balanceOf(student.token)).toBe(0);

    await runProviderCommands();
    // (Calls other suites queued for bookings the stand-in never had are made too, and refused.)
    const cancellationPath = `/scheduled_events/${new URL(booked.body.eventUri).pathname.split('/').at(-1)}/cancellation`;
    const [cancellation] = await apiCalls('POST', cancellationPath);
    expect(cancellation?.path).toBe(cancellationPath);
    expect(cancellation?.body.reason).toBe(
      schedulingMessages.beyondBalanceReason(`${site.url}/packages?courseId=${courseId}`),
    );
    expect(cancellation?.status).toBe(201);
    const state = (await control('/state', undefined, 'GET')).body;
    expect(state.events.find((event: { uri: string }) => event.uri === booked.body.eventUri)?.status).toBe('canceled');
    // Calendly's own cancellation notice came back through the webhook and changed nothing.
    expect(await balanceOf(student.token)).toBe(0);
    const mails = await sentMail();
    const told = mails.find(
      (mail) => mail.destination.to.includes(student.email) && mail.subject.startsWith('Lesson not booked'),
    );
    expect(told?.body.text).toContain(
      `No sessions left for this course — buy more at ${site.url}/packages?courseId=${courseId}`,
    );
    const activity = await call('GET', '/api/admin/activity?entityType=booking&limit=50', { token: admin });
    expect(
      activity.body.items.find(
        (entry: { entityId: string }) => entry.entityId === bookingIdFor(booked.body.inviteeUri),
      ),
    ).toMatchObject({ action: 'cancel_beyond_balance', adminName: 'Scheduling service' });

    // Moved to another time before the cancellation reached Calendly: the new time is judged on
    // its own (no session: cancelled too), never carried over as a free lesson.
    const moved = await stoodInDelivery(booked.body.eventUri, (invitee, event) => ({
      event: 'invitee.created',
      payload: {
        ...invitee,
        uri: `${event.uri}/invitees/MOVED${Date.now()}`,
        old_invitee: invitee.uri,
        scheduled_event: {
          ...event,
          uri: `${event.uri}MOVED`,
          status: 'active',
          start_time: days(8),
          end_time: days(8, 11),
        },
      },
    }));
    const movedAnswer = await call('POST', '/api/webhooks/calendly', { rawBody: moved.body, headers: moved.headers });
    expect(movedAnswer.status).toBe(200);
    expect(await balanceOf(student.token)).toBe(0);
    const movedRecord = await Unmatched.get(bookingIdFor(JSON.parse(moved.body).payload.uri));
    expect(movedRecord).toMatchObject({ status: 'canceled', canceledAtSource: true });
  });

  it('keeps a booking beyond the balance for review when the team chooses so', async () => {
    expect(
      (await call('PUT', '/api/admin/scheduling/policy', { token: admin, body: { beyondBalance: 'review' } })).status,
    ).toBe(403);
    const set = await call('PUT', '/api/admin/scheduling/policy', {
      token: superAdmin,
      body: { beyondBalance: 'review' },
    });
    expect(set.body.beyondBalance).toBe('review');
    const student = await studentWithSessions(call, admin, courseId, 1);
    const link = await linkFor(student.token);
    await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
      token: admin,
      body: { courseId, amount: -1, reason: 'Refunded by hand' },
    });
    const booked = await bookThrough(link.body.url, days(7));
    expect(await Unmatched.get(bookingIdFor(booked.body.inviteeUri))).toMatchObject({
      status: 'open',
      reason: 'no_balance',
    });
    // Spent at Calendly, so never offered again, whatever the team decides.
    expect((await BookingLink.get(student.userId, courseId, link.body.linkId))?.state).toBe('used');
    await runProviderCommands();
    expect(await apiCalls('POST', `/scheduled_events/${booked.body.eventUri.split('/').at(-1)}/`)).toEqual([]);
    await call('PUT', '/api/admin/scheduling/policy', { token: superAdmin, body: { beyondBalance: 'cancel' } });
  });

  it('still refuses a forged delivery', async () => {
    const forged = signedDelivery({ event: 'invitee.created', payload: {} }, 'not-the-signing-key');
    const answer = await call('POST', '/api/webhooks/calendly', { rawBody: forged.body, headers: forged.headers });
    expect(answer.status).toBe(401);
  });

  it('applies a booking whose webhook never came, once, also when the webhook arrives later; and a missed cancellation', async () => {
    const student = await studentWithSessions(call, admin, courseId, 2);
    const link = await linkFor(student.token);
    const booked = await bookThrough(link.body.url, days(9), false);
    expect(booked.status).toBe(201);
    expect(await balanceOf(student.token)).toBe(2);

    expect((await call('POST', '/api/admin/scheduling/reconciliation', { token: 'nobody', body: {} })).status).toBe(
      401,
    );
    const first = await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ bookingsApplied: 1, cancellationsApplied: 0, webhookState: 'active' });
    expect(await balanceOf(student.token)).toBe(1);
    expect((await BookingLink.get(student.userId, courseId, link.body.linkId))?.state).toBe('used');
    const again = await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    expect(again.body).toMatchObject({ bookingsApplied: 0 });
    expect(await balanceOf(student.token)).toBe(1);

    // The webhook's own delivery, late: nothing more is charged.
    const invitees = await fetch(
      `${calendly().standIn.url}/scheduled_events/${booked.body.eventUri.split('/').at(-1)}/invitees`,
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    ).then((answer) => answer.json() as Promise<{ collection: Record<string, unknown>[] }>);
    const event = await fetch(`${calendly().standIn.url}/scheduled_events/${booked.body.eventUri.split('/').at(-1)}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    }).then((answer) => answer.json() as Promise<{ resource: unknown }>);
    const late = signedDelivery(
      { event: 'invitee.created', payload: { ...invitees.collection[0], scheduled_event: event.resource } },
      LOCAL_WEBHOOK_SIGNING_KEY,
    );
    const lateAnswer = await call('POST', '/api/webhooks/calendly', { rawBody: late.body, headers: late.headers });
    expect(lateAnswer.status).toBe(200);
    expect(await balanceOf(student.token)).toBe(1);

    // Cancelled by the learner more than 24 hours ahead, and that webhook lost too.
    expect((await control('/invitees/cancel', { inviteeUri: booked.body.inviteeUri, deliver: false })).status).toBe(
      200,
    );
    const repaired = await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    expect(repaired.body).toMatchObject({ bookingsApplied: 0, cancellationsApplied: 1 });
    expect(await balanceOf(student.token)).toBe(2);
    const quiet = await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    expect(quiet.body).toMatchObject({ bookingsApplied: 0, cancellationsApplied: 0 });
  });

  it('alerts the team once when Calendly disables the webhook, and a super admin re-creates it', async () => {
    expect((await control('/webhook_subscriptions/disable', {})).status).toBe(200);
    const checked = await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    expect(checked.body.webhookState).toBe('disabled');
    await call('POST', '/api/admin/scheduling/reconciliation', { token: admin, body: {} });
    const alerts = (await sentMail()).filter((mail) =>
      mail.subject.startsWith('Calendly disabled the booking webhook'),
    );
    expect(alerts).toHaveLength(1);
    expect((await call('GET', '/api/admin/scheduling', { token: admin })).body.webhook.state).toBe('disabled');

    expect((await call('POST', '/api/admin/scheduling/webhook', { token: admin, body: {} })).status).toBe(403);
    const recreated = await call('POST', '/api/admin/scheduling/webhook', { token: superAdmin, body: {} });
    expect(recreated.status).toBe(200);
    expect(recreated.body.webhook.state).toBe('active');
    const subscriptions = (await control('/state', undefined, 'GET')).body.subscriptions as { state: string }[];
    expect(subscriptions.map((subscription) => subscription.state)).toEqual(['active']);
  });

  it('waits out a 429 as Retry-After says', async () => {
    const student = await studentWithSessions(call, admin, courseId, 1);
    await control('/requests', undefined, 'DELETE');
    await control('/faults', { status: 429, times: 1, retryAfter: 1, path: '/scheduling_links' });
    const started = Date.now();
    const link = await linkFor(student.token);
    expect(link.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await apiCalls('POST', '/scheduling_links')).map((entry) => entry.status)).toEqual([429, 201]);
  });

  it('sends the office’s cancellation and a no-show to Calendly with the documented bodies', async () => {
    const student = await studentWithSessions(call, admin, courseId, 3);
    const ahead = await bookThrough((await linkFor(student.token)).body.url, days(12));
    const lessonId = bookingIdFor(ahead.body.inviteeUri);
    const canceled = await call('POST', `/api/admin/lessons/${lessonId}/cancellation`, {
      token: admin,
      body: { reason: 'Tutor on leave' },
    });
    expect(canceled.status).toBe(200);
    await control('/requests', undefined, 'DELETE');
    await runProviderCommands();
    const [cancellation] = await apiCalls('POST', `/scheduled_events/${ahead.body.eventUri.split('/').at(-1)}/`);
    expect(cancellation).toMatchObject({ status: 201, body: { reason: 'Cancelled by the school: Tutor on leave' } });
    // Calendly's notice of it came back and returned nothing twice.
    expect(await balanceOf(student.token)).toBe(3);

    const past = await bookThrough((await linkFor(student.token)).body.url, days(-1));
    const pastLesson = bookingIdFor(past.body.inviteeUri);
    const attendance = await call('POST', `/api/admin/lessons/${pastLesson}/attendance`, {
      token: admin,
      body: { outcome: 'learner_no_show' },
    });
    expect(attendance.status).toBe(200);
    await runProviderCommands();
    const [noShow] = await apiCalls('POST', '/invitee_no_shows');
    expect(noShow).toMatchObject({ status: 201, body: { invitee: past.body.inviteeUri } });
  });

  it('falls back to the scheduling page when the plan refuses single-use links, and says why', async () => {
    await control('/plan', { singleUseLinks: false });
    const student = await studentWithSessions(call, admin, courseId, 1);
    const link = await linkFor(student.token);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ mode: 'scheduling_page', linkId: null });
    expect(link.body.url).toMatch(/^https:\/\/calendly\.com\//);
    const settings = (await call('GET', '/api/admin/scheduling', { token: admin })).body;
    expect(settings.singleUseReason).toBe(schedulingMessages.planRefused);
    expect(settings.courses.find((c: { courseId: string }) => c.courseId === courseId)).toMatchObject({
      linkMode: 'scheduling_page',
    });
    expect((await call('GET', `/api/me/courses/${courseId}`, { token: student.token })).body.bookingMode).toBe(
      'scheduling_page',
    );
    await control('/plan', { singleUseLinks: true });
  });

  it('leaves every balance equal to its ledger and lots', async () => {
    const audit = await auditLedger();
    expect(audit.problems).toEqual([]);
  });
});
