import { vi } from 'vitest';

export interface StubRequest {
  url: URL;
  method: string;
  /** The JSON body sent, if any. */
  body: unknown;
}

type Handler = (request: StubRequest) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by method and path (`'POST /api/tutor/calendar-feed'`; a key with a
 * query, `'GET /api/me/lessons?cursor=c2'`, wins over the bare path), for screens that read and
 * write the same address. Unknown calls get 404. The mock records every call for assertions.
 */
export function stubApi(routes: Record<string, Handler>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ url, method, body });
  });
}

/** The bodies of the `method` requests to `path` a stubApi received, in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET').toUpperCase() === method && String(input).includes(path))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
