import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** Bodies larger than this are refused: nothing a client of the stand-in sends comes near it. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Payload Too Large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ErrorDetail {
  parameter: string;
  message: string;
}

/**
 * An answer in Calendly's error shape, `{ title, message, details? }`: thrown by a handler, sent by
 * the router. `headers` carry what goes with it (a 429's rate-limit headers).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body() {
    return { title: this.title, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

/** The request limit a 429 reports: Calendly's per-user limit on paid plans. */
const RATE_LIMIT_PER_MINUTE = 500;

/** Calendly's documented answers, word for word. */
export const errors = {
  unauthenticated: () => new ApiError(401, 'Unauthenticated', 'The access token is invalid'),
  invalid: (details: ErrorDetail[]) =>
    new ApiError(400, 'Invalid Argument', 'The supplied parameters are invalid.', details),
  notFound: () => new ApiError(404, 'Resource Not Found', 'The server could not find the requested resource.'),
  forbidden: (message = 'You do not have permission to access this resource.') =>
    new ApiError(403, 'Permission Denied', message),
  conflict: (message: string) => new ApiError(409, 'Already Exists', message),
  unprocessable: (message: string) => new ApiError(422, 'Invalid Argument', message),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(429, 'Too Many Requests', 'You have exceeded the rate limit. Please try again later.', undefined, {
      'Retry-After': String(retryAfterSeconds),
      'X-RateLimit-Limit': String(RATE_LIMIT_PER_MINUTE),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(retryAfterSeconds),
    }),
  internal: () =>
    new ApiError(
      500,
      'Internal Server Error',
      'The server encountered an unexpected condition that prevented it from fulfilling the request.',
    ),
};

/** The error a fault asks for: Calendly's documented one for its status, else the status's own name. */
export function errorForStatus(status: number, retryAfterSeconds: number): ApiError {
  switch (status) {
    case 400:
      return errors.invalid([]);
    case 401:
      return errors.unauthenticated();
    case 403:
      return errors.forbidden();
    case 404:
      return errors.notFound();
    case 429:
      return errors.tooManyRequests(retryAfterSeconds);
    case 500:
      return errors.internal();
    default: {
      const title = STATUS_CODES[status] ?? 'Error';
      return new ApiError(status, title, `${title}.`);
    }
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** A JSON body, or a 400 naming it (an empty body reads as an empty object). */
export function parseJsonBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw errors.invalid([{ parameter: 'body', message: 'must be valid JSON' }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.invalid([{ parameter: 'body', message: 'must be a JSON object' }]);
  }
  return value as Record<string, unknown>;
}
