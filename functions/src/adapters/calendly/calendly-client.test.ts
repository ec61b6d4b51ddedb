import { describe, expect, it } from 'vitest';
import {
  ProviderNotFound,
  ProviderRefused,
  ProviderRejected,
  ProviderUnavailable,
} from '../../core/scheduling/scheduling-port';
import { CalendlyClient, retryAfterMs } from './calendly-client';

/** A fetch that answers from a script, one answer per call, and records each request. */
function scripted(answers: (() => Response)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(answers: (() => Response)[]) {
  const waits: number[] = [];
  const { fetch, calls } = scripted(answers);
  const calendly = new CalendlyClient({
    baseUrl: 'https://api.calendly.test',
    token: async () => 'pat-123',
    fetch,
    sleep: async (ms) => void waits.push(ms),
  });
  return { calendly, waits, calls };
}

describe('the Calendly client', () => {
  it('sends the token and JSON, and reads the answer', async () => {
    const { calendly, calls } = client([json(201, { resource: { booking_url: 'https://calendly.com/d/abc' } })]);
    const answer = await calendly.post<{ resource: { booking_url: string } }>('/scheduling_links', {
      max_event_count: 1,
    });
    expect(answer.resource.booking_url).toBe('https://calendly.com/d/abc');
    expect(calls[0]!.url).toBe('https://api.calendly.test/scheduling_links');
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: 'Bearer pat-123',
      'content-type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"max_event_count":1}');
  });

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    const { calendly, waits, calls } = client([
      json(429, { title: 'Too Many Requests', message: 'Slow down' }, { 'retry-after': '7' }),
      json(200, { resource: { uri: 'u' } }),
    ]);
    await expect(calendly.get('/users/me')).resolves.toEqual({ resource: { uri: 'u' } });
    expect(waits).toEqual([7_000]);
    expect(calls).toHaveLength(2);
  });

  it('falls back to X-RateLimit-Reset, and to a growing backoff on 5xx and network failures', async () => {
    const { calendly, waits } = client([
      json(429, {}, { 'x-ratelimit-reset': '3' }),
      json(503, { title: 'Unavailable' }),
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, { ok: true }),
    ]);
    await expect(calendly.get('/event_types')).resolves.toEqual({ ok: true });
    expect(waits).toEqual([3_000, 2_000, 5_000]);
  });

  it('gives up after its attempts, and at once when Retry-After asks for longer than it waits', async () => {
    const busy = client([json(500, {}), json(500, {}), json(500, {}), json(500, {})]);
    await expect(busy.calendly.get('/users/me')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(busy.calls).toHaveLength(4);
    const limited = client([json(429, {}, { 'retry-after': '3600' })]);
    const error = await limited.calendly.get('/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).status).toBe(429);
    expect(limited.waits).toEqual([]);
  });

  it('turns 401/403, 404 and other 4xx into errors of their own, never retried', async () => {
    const refused = client([json(401, { title: 'Unauthenticated', message: 'The access token is invalid' })]);
    const error = await refused.calendly.get('/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as Error).message).toContain('Unauthenticated: The access token is invalid');
    await expect(client([json(404, {})]).calendly.get('/scheduled_events/x')).rejects.toBeInstanceOf(ProviderNotFound);
    const conflict = client([json(409, { title: 'Already Exists', message: 'Hook with this url already exists' })]);
    await expect(conflict.calendly.post('/webhook_subscriptions', {})).rejects.toBeInstanceOf(ProviderRejected);
    expect(conflict.calls).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const headers = (values: Record<string, string>) => ({ headers: new Headers(values) });
    expect(retryAfterMs(headers({ 'retry-after': '2' }))).toBe(2_000);
    expect(retryAfterMs(headers({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6_000);
    expect(retryAfterMs(headers({}))).toBeNull();
  });
});
