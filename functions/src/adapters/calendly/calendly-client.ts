import {
  ProviderNotFound,
  ProviderRefused,
  ProviderRejected,
  ProviderUnavailable,
} from '../../core/scheduling/scheduling-port';
import { errorFields, log } from '../../lib/logger';

/** Calendly's API, unless the environment points at another (the local stand-in). */
export const CALENDLY_API = 'https://api.calendly.com';

export interface CalendlyClientOptions {
  /** The API's base URL, without a trailing slash. */
  baseUrl: string;
  /** A personal access token (or an OAuth access token). */
  token: () => Promise<string>;
  /** Attempts per call, the first included (429 and 5xx and network failures are retried). */
  attempts?: number;
  /** The longest wait a `Retry-After` may ask for; a longer one fails the call at once. */
  maxWaitMs?: number;
  /** Per attempt. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const BACKOFF_MS = [500, 2_000, 5_000];

/**
 * Calendly API v2 over HTTPS, JSON in and out, with the retries its limits call for: a 429 is
 * retried after the `Retry-After` it names (else `X-RateLimit-Reset`, else a backoff), a 5xx or a
 * network failure after a growing backoff, up to `attempts` in all. 401 and 403 are the token's or
 * the plan's answer for good (ProviderRefused), 404 ProviderNotFound; any other 4xx is
 * ProviderRejected, with Calendly's own title and message.
 */
export class CalendlyClient {
  private readonly attempts: number;
  private readonly maxWaitMs: number;
  private readonly timeoutMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CalendlyClientOptions) {
    this.attempts = options.attempts ?? 4;
    this.maxWaitMs = options.maxWaitMs ?? 20_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    return this.call<T>('GET', this.url(path, query));
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', this.url(path), body);
  }

  delete(path: string): Promise<void> {
    return this.call<void>('DELETE', this.url(path));
  }

  /** A full URL Calendly gave (a `next_page`), or a path on the API. */
  url(path: string, query: Record<string, string | number | undefined> = {}): string {
    const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  private async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const token = await this.options.token();
    let lastFailure = '';
    let lastStatus: number | null = null;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        lastFailure = `Calendly unreachable: ${error instanceof Error ? error.message : String(error)}`;
        lastStatus = null;
        if (attempt < this.attempts) await this.sleep(BACKOFF_MS[attempt - 1] ?? 5_000);
        continue;
      }
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        return (await response.json()) as T;
      }
      const problem = await describe(response);
      lastFailure = `Calendly ${method} ${new URL(url).pathname}: ${response.status} ${problem}`;
      lastStatus = response.status;
      if (response.status === 429 || response.status >= 500) {
        const wait = response.status === 429 ? retryAfterMs(response) : null;
        if (wait !== null && wait > this.maxWaitMs) break;
        if (attempt < this.attempts) {
          log('warn', 'calendly call retried', { status: response.status, attempt, waitMs: wait ?? undefined });
          await this.sleep(wait ?? BACKOFF_MS[attempt - 1] ?? 5_000);
        }
        continue;
      }
      if (response.status === 401 || response.status === 403) throw new ProviderRefused(response.status, lastFailure);
      if (response.status === 404) throw new ProviderNotFound(lastFailure);
      throw new ProviderRejected(response.status, lastFailure);
    }
    log('warn', 'calendly call failed', { ...errorFields(new Error(lastFailure)), status: lastStatus ?? undefined });
    throw new ProviderUnavailable(lastFailure, lastStatus);
  }
}

/** Calendly's error body: `{ title, message, details? }`. */
async function describe(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { title?: unknown; message?: unknown };
    return [body.title, body.message].filter((part) => typeof part === 'string').join(': ');
  } catch {
    return response.statusText;
  }
}

/** The wait a 429 asks for: `Retry-After` (seconds or a date), else `X-RateLimit-Reset` (seconds). */
export function retryAfterMs(response: Pick<Response, 'headers'>, now = Date.now()): number | null {
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  return response.headers.get('x-ratelimit-reset') && Number.isFinite(reset) ? Math.max(0, reset * 1000) : null;
}
