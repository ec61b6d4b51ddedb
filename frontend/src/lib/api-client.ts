import type { ApiErrorBody } from '@app/shared/http/errors';
import { apiBaseUrl } from '../config/env';
import { sessionIdToken } from './auth-loader';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryParams = Record<string, string | undefined>;

function apiUrl(path: string, query: QueryParams = {}): URL {
  const url = new URL(apiBaseUrl() + path, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  }
  return url;
}

/**
 * fetch with the signed-in user's ID token (a visitor without a session sends none, and this loads
 * no auth code); a network failure becomes an ApiError with status 0.
 */
async function send(url: URL, init: { method: string; headers: Record<string, string>; body?: string }) {
  const token = await sessionIdToken();
  if (token) init.headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
}

/** The ApiError of a failed answer, from its `{ error: { code, message, fields } }` body. */
async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  const body = (text ? safeJson(text) : undefined) as (Partial<ApiErrorBody> & { message?: string }) | undefined;
  return new ApiError(
    response.status,
    body?.error?.message ?? body?.message ?? 'Please try again later.',
    body?.error?.code,
    body?.error?.fields,
  );
}

/** JSON to and from /api, with the signed-in user's ID token when there is one. */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; query?: QueryParams } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await send(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as T;
}

/** A file from /api (a CSV export), as a Blob; errors arrive as JSON like every other answer. */
export async function apiBlob(path: string, options: { query?: QueryParams; accept?: string } = {}): Promise<Blob> {
  const response = await send(apiUrl(path, options.query), {
    method: 'GET',
    headers: { accept: options.accept ?? '*/*' },
  });
  if (!response.ok) throw await failure(response);
  return response.blob();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function errorMessage(error: unknown, fallback = 'Please try again later.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
