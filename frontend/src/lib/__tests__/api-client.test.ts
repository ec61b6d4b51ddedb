import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '@app/shared/http/errors';
import { ApiError, apiCall, apiFile } from '../api-client';

// The two edges of the client: where the API is (/config.json) and the signed-in user's token (Amplify).
const edge = vi.hoisted(() => ({ base: '/api', token: undefined as string | undefined }));
vi.mock('../../config/env', () => ({ apiBaseUrl: () => edge.base }));
vi.mock('../auth-loader', () => ({ sessionIdToken: async () => edge.token }));

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

/** Stubs the network with one answer and records what the client sent. */
function answer(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The one request a fetch mock received: its URL, method, headers and body. */
function sent(fetchMock: ReturnType<typeof answer>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init] = fetchMock.mock.calls[0]!;
  return {
    url: new URL(String(input)),
    method: init?.method,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: init?.body,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  edge.base = '/api';
  edge.token = undefined;
});
afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('fills the path parameters, URI-encoded, and answers the JSON', async () => {
    const fetchMock = answer(() => json({ id: 'a b/c?', title: 'Quran Reading' }));
    const course = await apiCall('GET /api/courses/{courseId}', { params: { courseId: 'a b/c?' } });
    const request = sent(fetchMock);
    expect(request.method).toBe('GET');
    expect(request.url.origin).toBe(window.location.origin);
    expect(request.url.pathname).toBe('/api/courses/a%20b%2Fc%3F');
    expect(request.url.search).toBe('');
    expect(request.headers).toEqual({ accept: 'application/json' });
    expect(request.body).toBeUndefined();
    expect(course).toEqual({ id: 'a b/c?', title: 'Quran Reading' });
  });

  it('stringifies the query and drops its empty values', async () => {
    const fetchMock = answer(() => json({ items: [], nextCursor: null }));
    await apiCall('GET /api/admin/leads', { query: { status: 'new', q: '', cursor: undefined, limit: 25 } });
    const { url, method } = sent(fetchMock);
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/admin/leads');
    expect([...url.searchParams]).toEqual([
      ['status', 'new'],
      ['limit', '25'],
    ]);
  });

  it('calls an operation that needs nothing without an input', async () => {
    const fetchMock = answer(() => json({ items: [] }));
    await expect(apiCall('GET /api/packages')).resolves.toEqual({ items: [] });
    expect(sent(fetchMock).url.href).toBe(`${window.location.origin}/api/packages`);
  });

  it('sends the body as JSON with the method of the route key', async () => {
    const fetchMock = answer(() => json({ id: 'r1', status: 'approved' }));
    const approved = await apiCall('POST /api/admin/package-requests/{requestId}/approve', {
      params: { requestId: 'r1' },
      body: { notes: 'Paid by transfer' },
    });
    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/admin/package-requests/r1/approve');
    expect(request.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    expect(JSON.parse(String(request.body))).toEqual({ notes: 'Paid by transfer' });
    expect(approved).toEqual({ id: 'r1', status: 'approved' });
  });

  it('sends PUT, PATCH and DELETE as the key says', async () => {
    const fetchMock = answer(() => json({}));
    await apiCall('PATCH /api/admin/leads/{leadId}', {
      params: { leadId: 'l1' },
      body: { status: 'contacted', version: 1 },
    });
    await apiCall('PUT /api/me/profile', {
      body: { goals: ['Reading Quran'], motivation: 'I want to read fluently.' },
    });
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${new URL(String(input)).pathname}`)).toEqual([
      'PATCH /api/admin/leads/l1',
      'PUT /api/me/profile',
    ]);
  });

  it('answers undefined for a 204', async () => {
    const fetchMock = answer(() => new Response(null, { status: 204 }));
    await expect(apiCall('DELETE /api/admin/leads/{leadId}', { params: { leadId: 'l1' } })).resolves.toBeUndefined();
    const request = sent(fetchMock);
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe('/api/admin/leads/l1');
    expect(request.body).toBeUndefined();
  });

  it("turns an error answer into an ApiError with the body's status, code, message and fields", async () => {
    const body: ApiErrorBody = {
      error: { code: 'VALIDATION_ERROR', message: 'Check the form.', fields: { reason: 'Reason is required' } },
    };
    answer(() => json(body, 400));
    const error = await apiCall('POST /api/admin/package-requests/{requestId}/reject', {
      params: { requestId: 'r1' },
      body: { reason: '' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Check the form.',
      fields: { reason: 'Reason is required' },
    });
  });

  it('gives an error answer without a JSON body a general message', async () => {
    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiCall('GET /api/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      fields: undefined,
      message: 'Please try again later.',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiCall('GET /api/me')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it("sends the signed-in user's ID token", async () => {
    edge.token = 'id-token';
    const fetchMock = answer(() => json({ userId: 'u1' }));
    await apiCall('GET /api/me');
    expect(sent(fetchMock).headers.authorization).toBe('Bearer id-token');
  });

  it('calls the configured API address in place of /api', async () => {
    edge.base = 'https://api.example.com/v1';
    const fetchMock = answer(() => json({ id: 'c1' }));
    await apiCall('GET /api/courses/{courseId}', { params: { courseId: 'c1' } });
    expect(sent(fetchMock).url.href).toBe('https://api.example.com/v1/courses/c1');
  });
});

describe('apiFile', () => {
  it('fetches a file answer as a Blob, with the query and the accepted type', async () => {
    const fetchMock = answer(
      () => new Response('id,email\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await apiFile('GET /api/admin/leads/export', { query: { status: 'lost', q: '' } }, 'text/csv');
    const request = sent(fetchMock);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/admin/leads/export');
    expect(request.url.search).toBe('?status=lost');
    expect(request.headers).toEqual({ accept: 'text/csv' });
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('id,email\n');
  });

  it('turns a JSON error answer into an ApiError', async () => {
    answer(() => json({ error: { code: 'FORBIDDEN', message: 'Admins only.' } }, 403));
    await expect(apiFile('GET /api/admin/leads/export', {})).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Admins only.',
    });
  });
});
