import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@app/functions/adapters/calendly/calendly-event';
import { verifyCalendlySignature } from '@app/functions/adapters/calendly/calendly-signature';
import { toBookingEvent } from '@app/functions/adapters/calendly/map-delivery';
import { freePort } from '../processes';
import { startCalendlyStandIn, type CalendlyStandIn, type CalendlyStandInOptions } from './index';

const TOKEN = 'stand-in-test-token';
const SIGNING_KEY = 'stand-in-test-signing-key';
const OPTIONS: CalendlyStandInOptions = {
  token: TOKEN,
  owner: { name: 'Ustadha Maryam', email: 'Maryam@example.com', slug: 'arabic-school' },
  eventTypes: [
    { slug: 'free-trial', name: 'Free trial lesson', durationMinutes: 30 },
    { slug: 'lesson-60', name: '60 Minute Lesson', durationMinutes: 60 },
  ],
};
const ALL_EVENTS = ['invitee.created', 'invitee.canceled', 'invitee_no_show.created'];

/** A webhook delivery as the receiver got it. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { event: string; created_at: string; created_by: string; payload: Record<string, unknown> };
}

/** A tiny webhook receiver: it keeps what it gets and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '/', headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let standIn: CalendlyStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** Answers are read field by field. */
type Json = any;

async function api(pathAndQuery: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? TOKEN}`;
  const target = pathAndQuery.startsWith('http') ? pathAndQuery : `${standIn.url}${pathAndQuery}`;
  const answer = await fetch(target, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, body: (text ? JSON.parse(text) : null) as Json };
}

async function control(route: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const answer = await fetch(`${standIn.url}/__standin${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function page(url: string, form?: Record<string, string>) {
  const answer = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: answer.status, html: await answer.text() };
}

/** The slots a booking page offers: each button's value (the start) and its text. */
const slotsOn = (html: string) =>
  [...html.matchAll(/<button type="submit" name="start" value="([^"]+)">([^<]+)<\/button>/g)].map((match) => ({
    start: match[1]!,
    label: match[2]!,
  }));

/** `days` days from today (UTC) at `hour`:00 UTC, as ISO. */
function slot(days: number, hour: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
}

async function subscribe(overrides: Record<string, unknown> = {}) {
  const answer = await api('/webhook_subscriptions', {
    body: {
      url: `${receiver.url}/webhooks/calendly`,
      events: ALL_EVENTS,
      organization: standIn.organizationUri,
      scope: 'organization',
      signing_key: SIGNING_KEY,
      ...overrides,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.resource as { uri: string; state: string };
}

async function bookByControl(body: Record<string, unknown>) {
  const answer = await control('/bookings', {
    url: standIn.schedulingUrl('lesson-60'),
    name: 'Amina Yusuf',
    email: 'amina@example.com',
    start: slot(2, 9),
    ...body,
  });
  return answer;
}

const uuidOf = (uri: string) => uri.split('/').pop()!;

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startCalendlyStandIn({ ...OPTIONS, port: await freePort() });
});

afterAll(async () => {
  await standIn?.stop();
  await receiver?.close();
});

beforeEach(async () => {
  expect((await control('/reset', {})).status).toBe(200);
  receiver.received.length = 0;
});

describe('the Calendly stand-in API', () => {
  it('refuses a call without the accepted bearer token (401)', async () => {
    const unauthenticated = { title: 'Unauthenticated', message: 'The access token is invalid' };
    const missing = await api('/users/me', { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(unauthenticated);
    const wrong = await api('/users/me', { token: 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unauthenticated);
  });

  it('answers users/me and pages the event types', async () => {
    const me = await api('/users/me');
    expect(me.status).toBe(200);
    expect(me.body.resource).toMatchObject({
      uri: standIn.userUri,
      name: 'Ustadha Maryam',
      slug: 'arabic-school',
      email: 'Maryam@example.com',
      scheduling_url: `${standIn.url}/arabic-school`,
      avatar_url: null,
      current_organization: standIn.organizationUri,
    });
    expect(standIn.userUri).toMatch(new RegExp(`^${standIn.url}/users/[0-9a-f-]{36}$`));

    const first = await api(`/event_types?organization=${encodeURIComponent(standIn.organizationUri)}&count=1`);
    expect(first.status).toBe(200);
    expect(first.body.collection).toHaveLength(1);
    expect(first.body.collection[0]).toMatchObject({
      uri: standIn.eventTypeUri('free-trial'),
      name: 'Free trial lesson',
      slug: 'free-trial',
      active: true,
      duration: 30,
      kind: 'solo',
      type: 'StandardEventType',
      scheduling_url: standIn.schedulingUrl('free-trial'),
      profile: { type: 'User', name: 'Ustadha Maryam', owner: standIn.userUri },
    });
    expect(first.body.pagination.count).toBe(1);
    expect(first.body.pagination.previous_page).toBeNull();
    expect(first.body.pagination.next_page).toMatch(new RegExp(`^${standIn.url}/event_types\\?`));

    const second = await api(first.body.pagination.next_page as string);
    expect(second.body.collection.map((type: Json) => type.slug)).toEqual(['lesson-60']);
    expect(second.body.pagination.next_page).toBeNull();
    expect(second.body.pagination.next_page_token).toBeNull();
    expect(second.body.pagination.previous_page_token).toEqual(expect.any(String));

    const byUser = await api(`/event_types?user=${encodeURIComponent(standIn.userUri)}`);
    expect(byUser.body.collection).toHaveLength(2);
    const neither = await api('/event_types');
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ title: 'Invalid Argument', message: 'The supplied parameters are invalid.' });
    expect(neither.body.details[0].parameter).toBe('organization');
    expect((await api('/event_types?user=https://api.calendly.com/users/someone-else')).status).toBe(403);
  });

  it('keeps the same URIs when started again on the same port, with the state file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'calendly-standin-'));
    const stateFile = path.join(dir, 'calendly.json');
    const port = await freePort();
    const first = await startCalendlyStandIn({ ...OPTIONS, port, stateFile });
    const booked = await fetch(`${first.url}/__standin/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        url: first.schedulingUrl('lesson-60'),
        name: 'Kept',
        email: 'kept@example.com',
        start: slot(3, 13),
      }),
    });
    const { eventUri } = (await booked.json()) as { eventUri: string };
    const before = { user: first.userUri, organization: first.organizationUri, type: first.eventTypeUri('lesson-60') };
    await first.stop();
    const second = await startCalendlyStandIn({ ...OPTIONS, port, stateFile });
    try {
      expect({
        user: second.userUri,
        organization: second.organizationUri,
        type: second.eventTypeUri('lesson-60'),
      }).toEqual(before);
      const event = await fetch(eventUri, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(event.status).toBe(200);
      expect(((await event.json()) as Json).resource).toMatchObject({ uri: eventUri, start_time: slot(3, 13) });
    } finally {
      await second.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scheduling links and booking pages', () => {
  it('makes a single-use link (201) that books once through its page, then answers 410', async () => {
    await subscribe();
    const created = await api('/scheduling_links', {
      body: { max_event_count: 1, owner: standIn.eventTypeUri('free-trial'), owner_type: 'EventType' },
    });
    expect(created.status).toBe(201);
    expect(created.body.resource).toEqual({
      booking_url: expect.stringMatching(new RegExp(`^${standIn.url}/d/[a-z0-9]+/free-trial$`)),
      owner: standIn.eventTypeUri('free-trial'),
      owner_type: 'EventType',
    });
    const link = created.body.resource.booking_url as string;

    const query = new URLSearchParams({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      utm_source: 'portal',
      utm_campaign: 'campaign-1',
      utm_content: 'student.1',
      embed_domain: 'localhost',
      embed_type: 'Inline',
      hide_gdpr_banner: '1',
    });
    const shown = await page(`${link}?${query.toString()}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<html lang="en">');
    expect(shown.html).toContain('<h1>Free trial lesson</h1>');
    expect(shown.html).toContain('<label for="name">Name</label>');
    expect(shown.html).toContain('value="Amina Yusuf"');
    expect(shown.html).toContain('value="amina@example.com"');
    expect(shown.html).toContain('<input type="hidden" name="utm_source" value="portal">');
    expect(shown.html).toContain('<input type="hidden" name="utm_content" value="student.1">');
    expect(shown.html).toContain(`window.parent.postMessage({"event":"calendly.event_type_viewed"},'*')`);
    const slots = slotsOn(shown.html);
    expect(slots).toHaveLength(21);
    expect(slots[0]!.start).toBe(slot(1, 9));
    expect(slots[0]!.label).toMatch(/^Book [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+, 09:00 UTC$/);
    expect(slots.map((offered) => offered.start.slice(11, 16))).toEqual(
      expect.arrayContaining(['09:00', '13:00', '17:00']),
    );

    const booked = await page(link, {
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      utm_source: 'portal',
      utm_campaign: 'campaign-1',
      utm_content: 'student.1',
      timezone: 'Europe/London',
      start: slots[1]!.start,
    });
    expect(booked.status).toBe(200);
    expect(booked.html).toContain('<h1>You are scheduled</h1>');
    expect(booked.html).toContain(slots[1]!.label.replace(/^Book /, ''));
    const state = (await control('/state')).body;
    expect(state.events).toHaveLength(1);
    expect(state.links[0]).toMatchObject({ booking_url: link, used: true, event: state.events[0].uri });
    const message = JSON.stringify({
      event: 'calendly.event_scheduled',
      payload: { event: { uri: state.events[0].uri }, invitee: { uri: state.invitees[0].uri } },
    });
    expect(booked.html).toContain(`window.parent.postMessage(${message},'*')`);
    expect(state.invitees[0]).toMatchObject({
      timezone: 'Europe/London',
      tracking: { utm_source: 'portal', utm_campaign: 'campaign-1', utm_content: 'student.1', utm_medium: null },
    });
    expect(receiver.received.map((delivery) => delivery.body.event)).toEqual(['invitee.created']);

    const again = await page(link);
    expect(again.status).toBe(410);
    expect(again.html).toContain('<h1>This link is no longer valid</h1>');
    const postedAgain = await page(link, { name: 'Other', email: 'other@example.com', start: slots[2]!.start });
    expect(postedAgain.status).toBe(410);
    expect((await control('/state')).body.events).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('books a single-use link once through the control, then answers 410', async () => {
    const created = await api('/scheduling_links', {
      body: { max_event_count: 1, owner: standIn.eventTypeUri('lesson-60'), owner_type: 'EventType' },
    });
    const link = created.body.resource.booking_url as string;
    const first = await bookByControl({ url: link });
    expect(first.status).toBe(201);
    expect(first.body.eventUri).toMatch(new RegExp(`^${standIn.url}/scheduled_events/[0-9a-f-]{36}$`));
    expect(first.body.inviteeUri).toMatch(new RegExp(`^${first.body.eventUri}/invitees/[0-9a-f-]{36}$`));
    const event = await api(`/scheduled_events/${uuidOf(first.body.eventUri)}`);
    expect(event.status).toBe(200);
    expect(event.body.resource).toMatchObject({
      uri: first.body.eventUri,
      name: '60 Minute Lesson',
      status: 'active',
      start_time: slot(2, 9),
      end_time: slot(2, 10),
      event_type: standIn.eventTypeUri('lesson-60'),
      location: { type: 'zoom', status: 'pushed', join_url: expect.stringMatching(`^${standIn.url}/meet/`) },
      invitees_counter: { total: 1, active: 1, limit: 1 },
      event_memberships: [{ user: standIn.userUri, user_email: 'Maryam@example.com', user_name: 'Ustadha Maryam' }],
      event_guests: [],
    });
    expect(event.body.resource).not.toHaveProperty('cancellation');

    const second = await bookByControl({ url: link, start: slot(3, 9) });
    expect(second.status).toBe(410);
    expect(second.body).toEqual({ title: 'Link used', message: 'This link is no longer valid' });
    expect((await api(`/scheduled_events/${uuidOf(first.body.eventUri)}x`)).status).toBe(404);
  });

  it('no longer offers a booked slot, and refuses it on the page (409)', async () => {
    const url = standIn.schedulingUrl('lesson-60');
    expect((await bookByControl({ start: slot(1, 13) })).status).toBe(201);
    const shown = await page(url);
    const starts = slotsOn(shown.html).map((offered) => offered.start);
    expect(starts).toHaveLength(20);
    expect(starts).not.toContain(slot(1, 13));
    // Another event type's page still offers it.
    expect(slotsOn((await page(standIn.schedulingUrl('free-trial'))).html)).toHaveLength(21);
    const refused = await page(url, { name: 'Late', email: 'late@example.com', start: slot(1, 13) });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('role="alert"');
    expect((await bookByControl({ start: slot(1, 13) })).status).toBe(409);
    expect((await page(`${standIn.url}/arabic-school/no-such-type`)).status).toBe(404);
  });

  it('refuses bad scheduling-link bodies (400), unknown owners (404), and links the plan does not allow (403)', async () => {
    const bad = await api('/scheduling_links', { body: { max_event_count: 2, owner_type: 'User' } });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe('Invalid Argument');
    expect(bad.body.details.map((detail: Json) => detail.parameter)).toEqual([
      'max_event_count',
      'owner',
      'owner_type',
    ]);
    const unknown = await api('/scheduling_links', {
      body: { max_event_count: 1, owner: `${standIn.url}/event_types/nope`, owner_type: 'EventType' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      title: 'Resource Not Found',
      message: 'The server could not find the requested resource.',
    });

    expect((await control('/plan', { singleUseLinks: false })).status).toBe(200);
    const body = { max_event_count: 1, owner: standIn.eventTypeUri('free-trial'), owner_type: 'EventType' };
    const refused = await api('/scheduling_links', { body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      title: 'Permission Denied',
      message: 'You do not have permission to access this resource.',
    });
    await control('/plan', { singleUseLinks: true });
    expect((await api('/scheduling_links', { body })).status).toBe(201);
  });
});

describe('webhook deliveries', () => {
  it('delivers a signed invitee.created that the project reads as a new booking', async () => {
    await subscribe();
    const url = `${standIn.schedulingUrl('lesson-60')}?utm_source=portal&utm_campaign=c-42&utm_content=student.7&utm_term=link-9`;
    const booked = await bookByControl({ url, start: slot(4, 17) });
    expect(booked.status).toBe(201);

    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(delivery.path).toBe('/webhooks/calendly');
    expect(delivery.headers['user-agent']).toBe('Calendly-Webhook');
    expect(delivery.headers['content-type']).toBe('application/json');
    const signature = delivery.headers['calendly-webhook-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(verifyCalendlySignature(signature, delivery.raw, SIGNING_KEY, now)).toBe(true);
    expect(verifyCalendlySignature(signature, delivery.raw, 'another-key', now)).toBe(false);

    expect(envelopeSchema.safeParse(delivery.body).success).toBe(true);
    expect(delivery.body).toMatchObject({ event: 'invitee.created', created_by: standIn.userUri });
    expect(delivery.body.payload).toMatchObject({ uri: booked.body.inviteeUri, event: booked.body.eventUri });
    expect(delivery.body.payload.tracking).toMatchObject({ utm_term: 'link-9', utm_medium: null });
    expect(toBookingEvent(delivery.body)).toMatchObject({
      kind: 'created',
      provider: 'calendly',
      providerBookingId: booked.body.inviteeUri,
      providerEventId: booked.body.eventUri,
      startTime: slot(4, 17),
      endTime: slot(4, 18),
      timezone: 'UTC',
      joinUrl: expect.stringMatching(`^${standIn.url}/meet/`),
      cancelUrl: `${standIn.url}/cancellations/${uuidOf(booked.body.inviteeUri)}`,
      rescheduleUrl: `${standIn.url}/reschedulings/${uuidOf(booked.body.inviteeUri)}`,
      inviteeName: 'Amina Yusuf',
      inviteeEmail: 'amina@example.com',
      hostEmail: 'maryam@example.com',
      tracking: { source: 'portal', campaign: 'c-42', reference: 'student.7' },
    });
    const state = (await control('/state')).body;
    expect(state.deliveries).toEqual([
      expect.objectContaining({ url: `${receiver.url}/webhooks/calendly`, event: 'invitee.created', status: 200 }),
    ]);
  });

  it('records a delivery that found no receiver, and still books', async () => {
    const closedPort = await freePort();
    await subscribe({ url: `http://127.0.0.1:${closedPort}/webhooks/calendly` });
    expect((await bookByControl({})).status).toBe(201);
    const state = (await control('/state')).body;
    expect(state.events).toHaveLength(1);
    expect(state.deliveries).toEqual([
      expect.objectContaining({ event: 'invitee.created', status: null, error: expect.any(String) }),
    ]);
  });

  it('stores a booking without a delivery when asked (deliver: false)', async () => {
    await subscribe();
    const booked = await bookByControl({ deliver: false });
    expect(booked.status).toBe(201);
    expect(receiver.received).toHaveLength(0);
    const listed = await api(`/scheduled_events?user=${encodeURIComponent(standIn.userUri)}`);
    expect(listed.body.collection.map((event: Json) => event.uri)).toEqual([booked.body.eventUri]);
  });

  it('sends nothing to a disabled subscription', async () => {
    const kept = await subscribe({ url: `${receiver.url}/kept` });
    const disabled = await subscribe({ url: `${receiver.url}/disabled` });
    const answer = await control('/webhook_subscriptions/disable', { uri: disabled.uri });
    expect(answer.body).toEqual({ disabled: [disabled.uri] });
    const shown = await api(`/webhook_subscriptions/${uuidOf(disabled.uri)}`);
    expect(shown.body.resource).toMatchObject({ state: 'disabled', retry_started_at: expect.any(String) });

    expect((await bookByControl({})).status).toBe(201);
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(['/kept']);
    const state = (await control('/state')).body;
    expect(state.deliveries.map((delivery: Json) => delivery.subscription)).toEqual([kept.uri]);

    await control('/webhook_subscriptions/disable', {});
    expect((await bookByControl({ start: slot(5, 9) })).status).toBe(201);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('scheduled events and invitees', () => {
  it('lists scheduled events by start-time range, status and page', async () => {
    const starts = [slot(1, 9), slot(2, 9), slot(3, 9)];
    const uris: string[] = [];
    for (const start of starts) uris.push((await bookByControl({ start })).body.eventUri as string);
    expect((await api(`/scheduled_events/${uuidOf(uris[2]!)}/cancellation`, { body: {} })).status).toBe(201);
    const org = `organization=${encodeURIComponent(standIn.organizationUri)}`;
    const range = `min_start_time=${encodeURIComponent(starts[0]!)}&max_start_time=${encodeURIComponent(starts[2]!)}`;

    const inRange = await api(`/scheduled_events?${org}&${range}`);
    expect(inRange.status).toBe(200);
    expect(inRange.body.collection.map((event: Json) => event.uri)).toEqual([uris[0], uris[1]]);

    const canceled = await api(`/scheduled_events?${org}&status=canceled`);
    expect(canceled.body.collection.map((event: Json) => event.uri)).toEqual([uris[2]]);
    expect(canceled.body.collection[0].cancellation).toMatchObject({ canceler_type: 'host' });
    const active = await api(`/scheduled_events?${org}&status=active&sort=start_time:desc`);
    expect(active.body.collection.map((event: Json) => event.uri)).toEqual([uris[1], uris[0]]);

    const paged = await api(`/scheduled_events?${org}&count=2`);
    expect(paged.body.collection).toHaveLength(2);
    const rest = await api(paged.body.pagination.next_page as string);
    expect(rest.body.collection.map((event: Json) => event.uri)).toEqual([uris[2]]);

    expect((await api(`/scheduled_events?${org}&status=maybe`)).status).toBe(400);
    expect((await api('/scheduled_events')).status).toBe(400);
    expect((await api(`/scheduled_events?${org}&count=101`)).status).toBe(400);
  });

  it("lists an event's invitees", async () => {
    const url = `${standIn.schedulingUrl('lesson-60')}?utm_source=portal&utm_term=t`;
    const booked = await bookByControl({ url });
    const listed = await api(`/scheduled_events/${uuidOf(booked.body.eventUri)}/invitees`);
    expect(listed.status).toBe(200);
    expect(listed.body.pagination).toMatchObject({ count: 1, next_page: null, previous_page: null });
    expect(listed.body.collection[0]).toMatchObject({
      uri: booked.body.inviteeUri,
      email: 'amina@example.com',
      name: 'Amina Yusuf',
      first_name: null,
      status: 'active',
      event: booked.body.eventUri,
      tracking: { utm_source: 'portal', utm_term: 't', utm_campaign: null, salesforce_uuid: null },
      cancel_url: `${standIn.url}/cancellations/${uuidOf(booked.body.inviteeUri)}`,
      rescheduled: false,
      questions_and_answers: [],
      no_show: null,
      payment: null,
    });
    expect(listed.body.collection[0]).not.toHaveProperty('cancellation');
    const canceledOnly = await api(`/scheduled_events/${uuidOf(booked.body.eventUri)}/invitees?status=canceled`);
    expect(canceledOnly.body.collection).toEqual([]);
    expect((await api('/scheduled_events/unknown/invitees')).status).toBe(404);
  });

  it('cancels as the host (201), delivers invitee.canceled by the host, and refuses a second time (403)', async () => {
    await subscribe();
    const booked = await bookByControl({});
    receiver.received.length = 0;
    const uuid = uuidOf(booked.body.eventUri);
    const canceled = await api(`/scheduled_events/${uuid}/cancellation`, { body: { reason: 'Tutor unwell' } });
    expect(canceled.status).toBe(201);
    expect(canceled.body.resource).toEqual({
      canceled_by: 'Ustadha Maryam',
      reason: 'Tutor unwell',
      canceler_type: 'host',
      created_at: expect.any(String),
    });

    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(delivery.body.event).toBe('invitee.canceled');
    expect(delivery.body.payload).toMatchObject({
      status: 'canceled',
      cancellation: { canceler_type: 'host', canceled_by: 'Ustadha Maryam', reason: 'Tutor unwell' },
      scheduled_event: { status: 'canceled' },
    });
    expect(toBookingEvent(delivery.body)).toMatchObject({
      kind: 'canceled',
      providerBookingId: booked.body.inviteeUri,
      providerEventId: booked.body.eventUri,
      canceledBy: 'host',
      rescheduled: false,
    });

    const event = await api(`/scheduled_events/${uuid}`);
    expect(event.body.resource).toMatchObject({
      status: 'canceled',
      invitees_counter: { total: 1, active: 0, limit: 1 },
      cancellation: { canceler_type: 'host' },
    });
    const again = await api(`/scheduled_events/${uuid}/cancellation`, { body: {} });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ title: 'Permission Denied', message: 'Event in the past or already canceled' });
    expect((await api('/scheduled_events/unknown/cancellation', { body: {} })).status).toBe(404);
    // The time is free again.
    expect((await bookByControl({})).status).toBe(201);
    // An event that has started cannot be canceled either.
    const past = await bookByControl({ start: slot(-1, 9) });
    const late = await api(`/scheduled_events/${uuidOf(past.body.eventUri)}/cancellation`, { body: {} });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Event in the past or already canceled');
  });

  it("cancels as the invitee from the invitee's cancellation page", async () => {
    await subscribe();
    const booked = await bookByControl({});
    receiver.received.length = 0;
    const cancelUrl = `${standIn.url}/cancellations/${uuidOf(booked.body.inviteeUri)}`;
    const shown = await page(cancelUrl);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<button type="submit">Cancel event</button>');
    const done = await page(cancelUrl, {});
    expect(done.html).toContain('<h1>Cancellation confirmed</h1>');
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body.payload).toMatchObject({
      cancellation: { canceler_type: 'invitee', canceled_by: 'Amina Yusuf', reason: 'Canceled by invitee' },
    });
    expect(toBookingEvent(receiver.received[0]!.body)).toMatchObject({ kind: 'canceled', canceledBy: 'invitee' });
    const again = await control('/invitees/cancel', { inviteeUri: booked.body.inviteeUri });
    expect(again.status).toBe(409);
    expect((await page(`${standIn.url}/reschedulings/${uuidOf(booked.body.inviteeUri)}`)).status).toBe(404);
  });

  it('cancels as the invitee through the control, with or without a delivery', async () => {
    await subscribe();
    const quiet = await bookByControl({ deliver: false });
    const canceled = await control('/invitees/cancel', { inviteeUri: quiet.body.inviteeUri, deliver: false });
    expect(canceled.status).toBe(200);
    expect(canceled.body.cancellation).toMatchObject({ canceler_type: 'invitee' });
    expect(receiver.received).toHaveLength(0);
    const loud = await bookByControl({ deliver: false, start: slot(6, 9) });
    await control('/invitees/cancel', { inviteeUri: loud.body.inviteeUri });
    expect(receiver.received.map((delivery) => delivery.body.event)).toEqual(['invitee.canceled']);
  });

  it('marks a no-show (201), delivers invitee_no_show.created, and refuses a second mark (422)', async () => {
    await subscribe();
    const booked = await bookByControl({});
    receiver.received.length = 0;
    const marked = await api('/invitee_no_shows', { body: { invitee: booked.body.inviteeUri } });
    expect(marked.status).toBe(201);
    expect(marked.body.resource).toEqual({
      uri: expect.stringMatching(new RegExp(`^${standIn.url}/invitee_no_shows/[0-9a-f-]{36}$`)),
      invitee: booked.body.inviteeUri,
      created_at: expect.any(String),
    });

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toMatchObject({
      event: 'invitee_no_show.created',
      payload: marked.body.resource,
    });
    expect(toBookingEvent(receiver.received[0]!.body)).toEqual({
      kind: 'no_show',
      provider: 'calendly',
      providerBookingId: booked.body.inviteeUri,
      markedAt: marked.body.resource.created_at,
    });
    const invitees = await api(`/scheduled_events/${uuidOf(booked.body.eventUri)}/invitees`);
    expect(invitees.body.collection[0].no_show).toEqual({
      uri: marked.body.resource.uri,
      created_at: marked.body.resource.created_at,
    });

    const again = await api('/invitee_no_shows', { body: { invitee: booked.body.inviteeUri } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ title: 'Invalid Argument', message: 'Invitee is already marked as no show' });
    const unknown = await api('/invitee_no_shows', { body: { invitee: `${booked.body.eventUri}/invitees/nobody` } });
    expect(unknown.status).toBe(404);
  });
});

describe('webhook subscriptions', () => {
  it('creates (201), refuses a duplicate (409) and bad bodies (400), gets, lists and deletes (204)', async () => {
    const created = await api('/webhook_subscriptions', {
      body: {
        url: `${receiver.url}/hook`,
        events: ['invitee.created', 'invitee.canceled'],
        organization: standIn.organizationUri,
        scope: 'organization',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.resource).toEqual({
      uri: expect.stringMatching(new RegExp(`^${standIn.url}/webhook_subscriptions/[0-9a-f-]{36}$`)),
      callback_url: `${receiver.url}/hook`,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      retry_started_at: null,
      state: 'active',
      events: ['invitee.created', 'invitee.canceled'],
      scope: 'organization',
      organization: standIn.organizationUri,
      user: null,
      group: null,
      creator: standIn.userUri,
    });
    const uri = created.body.resource.uri as string;
    const state = (await control('/state')).body;
    expect(state.subscriptions[0].signing_key).toEqual(expect.any(String));
    expect(state.subscriptions[0].signing_key.length).toBeGreaterThan(20);

    const duplicate = await api('/webhook_subscriptions', {
      body: {
        url: `${receiver.url}/hook`,
        events: ['invitee.created'],
        organization: standIn.organizationUri,
        scope: 'organization',
      },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ title: 'Already Exists', message: 'Hook with this url already exists' });

    const missing = await api('/webhook_subscriptions', { body: { organization: standIn.organizationUri } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((detail: Json) => detail.parameter)).toEqual(['url', 'events', 'scope']);

    const userScoped = await api('/webhook_subscriptions', {
      body: {
        url: `${receiver.url}/hook`,
        events: ['invitee.created'],
        organization: standIn.organizationUri,
        user: standIn.userUri,
        scope: 'user',
      },
    });
    expect(userScoped.status).toBe(201);
    expect(userScoped.body.resource.user).toBe(standIn.userUri);

    const got = await api(`/webhook_subscriptions/${uuidOf(uri)}`);
    expect(got.body.resource).toEqual(created.body.resource);
    const org = encodeURIComponent(standIn.organizationUri);
    const listed = await api(`/webhook_subscriptions?organization=${org}&scope=organization`);
    expect(listed.body.collection.map((subscription: Json) => subscription.uri)).toEqual([uri]);
    const byUser = await api(
      `/webhook_subscriptions?organization=${org}&scope=user&user=${encodeURIComponent(standIn.userUri)}`,
    );
    expect(byUser.body.collection.map((subscription: Json) => subscription.uri)).toEqual([
      userScoped.body.resource.uri,
    ]);
    expect((await api(`/webhook_subscriptions?organization=${org}`)).status).toBe(400);

    const deleted = await api(`/webhook_subscriptions/${uuidOf(uri)}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await api(`/webhook_subscriptions/${uuidOf(uri)}`)).status).toBe(404);
    expect((await api(`/webhook_subscriptions?organization=${org}&scope=organization`)).body.collection).toEqual([]);
  });
});

describe('controls', () => {
  it('answers queued faults: a 429 with Retry-After and the rate-limit headers, then normal answers', async () => {
    const queued = await control('/faults', { status: 429, times: 1, retryAfter: 7, path: '/scheduled_events' });
    expect(queued.status).toBe(201);
    expect((await api('/users/me')).status).toBe(200);
    const org = `organization=${encodeURIComponent(standIn.organizationUri)}`;
    const limited = await api(`/scheduled_events?${org}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('7');
    expect(Number(limited.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      title: 'Too Many Requests',
      message: 'You have exceeded the rate limit. Please try again later.',
    });
    expect((await api(`/scheduled_events?${org}`)).status).toBe(200);

    await control('/faults', { status: 500, times: 2 });
    expect((await api('/users/me')).status).toBe(500);
    expect((await api('/users/me', { token: null })).status).toBe(500);
    expect((await api('/users/me')).status).toBe(200);
    expect((await control('/faults', { status: 200, times: 1 })).status).toBe(400);
  });

  it('logs each API call with its method, path, query, JSON body and status (not pages or controls)', async () => {
    const link = await api('/scheduling_links', {
      body: { max_event_count: 1, owner: standIn.eventTypeUri('free-trial'), owner_type: 'EventType' },
    });
    await page(link.body.resource.booking_url as string);
    await api(`/event_types?organization=${encodeURIComponent(standIn.organizationUri)}&count=5`);
    await api('/users/me', { token: null });
    const log = (await control('/requests')).body;
    expect(log).toEqual([
      {
        method: 'POST',
        path: '/scheduling_links',
        query: {},
        body: { max_event_count: 1, owner: standIn.eventTypeUri('free-trial'), owner_type: 'EventType' },
        status: 201,
        at: expect.any(String),
      },
      {
        method: 'GET',
        path: '/event_types',
        query: { organization: standIn.organizationUri, count: '5' },
        body: null,
        status: 200,
        at: expect.any(String),
      },
      { method: 'GET', path: '/users/me', query: {}, body: null, status: 401, at: expect.any(String) },
    ]);
    expect((await control('/requests', undefined, 'DELETE')).status).toBe(204);
    expect((await control('/requests')).body).toEqual([]);
  });

  it('resets to nothing booked or subscribed, keeping the owner and event types', async () => {
    await subscribe();
    await bookByControl({});
    await control('/faults', { status: 503, times: 5 });
    const reset = await control('/reset', {});
    expect(reset.body).toMatchObject({ events: [], invitees: [], subscriptions: [], deliveries: [], links: [] });
    expect(reset.body.users.map((user: Json) => user.uri)).toEqual([standIn.userUri]);
    expect(reset.body.eventTypes.map((type: Json) => type.uri)).toEqual([
      standIn.eventTypeUri('free-trial'),
      standIn.eventTypeUri('lesson-60'),
    ]);
    expect((await api('/users/me')).status).toBe(200);
  });
});
