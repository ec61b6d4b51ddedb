import type {
  BodyInput,
  FileRouteKey,
  JsonRouteKey,
  PathParamName,
  PathParams,
  QueryInput,
  ResponseOf,
  RouteKey,
} from '@app/shared/http/contract';
import type { ApiErrorBody } from '@app/shared/http/errors';
import { fillPath, splitRouteKey } from '@app/shared/http/route-key';
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

type QueryParams = Record<string, string | number | undefined>;

/** Every route key of the contract starts with this; the deployed API may live elsewhere (config). */
const API_PREFIX = '/api';

function apiUrl(
  key: RouteKey,
  params: Record<string, string> = {},
  query: QueryParams = {},
): { url: URL; method: string } {
  const { method, path } = splitRouteKey(key);
  const url = new URL(apiBaseUrl() + fillPath(path, params).slice(API_PREFIX.length), window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return { url, method };
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

/**
 * What a call of `key` needs: its path parameters, its body and its query, each exactly as the
 * contract types them (and nothing where the operation takes none).
 */
export type CallInput<K extends RouteKey> = ([PathParamName<K>] extends [never] ? object : { params: PathParams<K> }) &
  (BodyInput<K> extends undefined ? object : { body: BodyInput<K> }) &
  (QueryInput<K> extends undefined ? object : { query?: QueryInput<K> });

/** The input argument: optional when the operation needs nothing. */
export type CallArgs<K extends RouteKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

type LooseInput = { params?: Record<string, string>; body?: unknown; query?: QueryParams };

/**
 * Calls the operation `key` of the HTTP contract (`'GET /api/courses/{courseId}'`, …) with the
 * signed-in user's ID token when there is one, and answers its JSON as the contract types it. A
 * path, parameter or field that the contract no longer has fails the type check here.
 */
export async function apiCall<K extends JsonRouteKey>(key: K, ...[input]: CallArgs<K>): Promise<ResponseOf<K>> {
  const { params, body, query } = (input ?? {}) as LooseInput;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const { url, method } = apiUrl(key, params, query);
  const response = await send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as ResponseOf<K>;
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as ResponseOf<K>;
}

/** A file from the API (a CSV export), as a Blob; errors arrive as JSON like every other answer. */
export async function apiFile<K extends FileRouteKey>(key: K, input: CallInput<K>, accept = '*/*'): Promise<Blob> {
  const { params, query } = (input ?? {}) as LooseInput;
  const { url, method } = apiUrl(key, params, query);
  const response = await send(url, { method, headers: { accept } });
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
