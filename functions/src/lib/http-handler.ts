import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import { fieldMessages } from '@app/shared/text';
import { MAX_BODY_BYTES, VIEWER_IP_HEADER, type ApiErrorBody } from '@app/shared/http/errors';
import { findRoute, type Route } from '../routes';
import { assertAccess, callerFromEvent, type Caller } from './auth';
import { BadRequestError, HttpError, PayloadTooLargeError, ValidationError } from './errors';
import { errorFields, log } from './logger';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

export interface Request<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  caller: Caller | null;
  requestId: string;
  route: Route;
  /** The visitor's address, as CloudFront (or the local web server) saw it. */
  clientIp: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const noContent = (): Reply => ({ status: 204 });

interface Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  body?: BS;
  query?: QS;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/**
 * The wrapper every operation goes through: size and JSON checks, the route's access level
 * against the caller's groups, zod parsing of body and query, and the one place where errors
 * become HTTP answers.
 */
export function httpHandler<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(
  options: Options<BS, QS>,
  run: (request: Request<Parsed<BS>, Parsed<QS>>) => Promise<Reply>,
) {
  return async (event: Event): Promise<Result> => {
    const started = Date.now();
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    const route = findRoute(event.routeKey);
    let status = 500;
    try {
      if (!route) throw new Error(`No route table row for ${event.routeKey}`);
      const caller = callerFromEvent(event);
      assertAccess(route.access, caller);
      const body = options.body ? parseWith(options.body, readJson(event)) : undefined;
      const query = options.query ? parseWith(options.query, event.queryStringParameters ?? {}) : undefined;
      const reply = await run({
        body: body as Parsed<BS>,
        query: query as Parsed<QS>,
        params: (event.pathParameters ?? {}) as Record<string, string>,
        caller,
        requestId,
        route,
        clientIp: clientIp(event),
      });
      status = reply.status;
      return {
        statusCode: reply.status,
        headers: { ...jsonHeaders, ...reply.headers },
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      };
    } catch (error) {
      const answer = toErrorResult(error, requestId);
      status = answer.statusCode ?? 500;
      if (status >= 500) log('error', 'request failed', { requestId, ...errorFields(error) });
      return answer;
    } finally {
      log('info', 'request', {
        requestId,
        routeKey: event.routeKey,
        status,
        durationMs: Date.now() - started,
      });
    }
  };
}

function clientIp(event: Event): string {
  // Set by the CloudFront Function on /api/* from the viewer's address, overwriting anything the
  // client sent (infra/lib/constructs/web.ts); the local web server does the same.
  return event.headers?.[VIEWER_IP_HEADER] || event.requestContext?.http?.sourceIp || 'unknown';
}

function readJson(event: Event): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  if (text.trim() === '') throw new BadRequestError('Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const first = result.error.issues[0];
  throw new ValidationError(first ? (unrecognized(first) ?? first.message) : 'Invalid input', fields);
}

/** zod's message for an unknown key names zod internals; say it plainly. */
function unrecognized(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return `Unknown field: ${issue.keys.join(', ')}`;
}

function toErrorResult(error: unknown, requestId: string): Result {
  const body: ApiErrorBody =
    error instanceof HttpError
      ? { error: { code: error.code, message: error.message, fields: error.fields } }
      : {
          error: {
            code: 'INTERNAL_ERROR',
            message: 'Something went wrong. Please try again later.',
            requestId,
          },
        };
  return {
    statusCode: error instanceof HttpError ? error.status : 500,
    headers: jsonHeaders,
    body: JSON.stringify(body),
  };
}
