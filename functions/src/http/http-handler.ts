import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context as LambdaContext,
} from 'aws-lambda';
import type * as z from 'zod';
import { MAX_BODY_BYTES, ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER, type ApiErrorBody } from '@app/shared/http/errors';
import {
  contract,
  type Access,
  type AccessOf,
  type BodyOf,
  type Contract,
  type Json,
  type PathParams,
  type QueryOf,
  type RouteKey,
} from '@app/shared/http/contract';
import { findRoute, type Route } from '../routes';
import * as RateLimit from '../core/abuse/rate-limit';
import { assertAccess, callerFromEvent, type Caller } from '../lib/auth';
import * as Admin from '../db/entities/admin';
import * as Tutor from '../db/entities/tutor';
import { sessionCutoff } from '../db/entities/system';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  isServiceBusy,
  PayloadTooLargeError,
  ServiceBusyError,
  TwoFactorRequiredError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from '../lib/errors';
import { parseWith, readJson } from '../lib/json-body';
import { beginRequestLog, endRequestLog, errorFields, log } from '../lib/logger';
import { countMetric, flushMetrics } from '../lib/metrics';
import { sameSecret } from '../lib/same-secret';
import { isOriginVerifyValue } from '../lib/secrets';
import { env } from '../lib/env';
import { adminAccountMessages } from '@app/shared/admin/admins';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

/** On a route for signed-in people the caller is always there; only public routes may have none. */
export type CallerFor<A extends Access> = A extends 'public' ? Caller | null : Caller;

export interface Request<B, Q, A extends Access, P = Record<string, string>> {
  body: B;
  query: Q;
  params: P;
  caller: CallerFor<A>;
  /** The body exactly as received (signature checks need the bytes, not a re-serialization). */
  rawBody: string;
  headers: Record<string, string | undefined>;
  requestId: string;
  route: Route;
  /** The visitor's address, as CloudFront (or the local web server) saw it. */
  clientIp: string;
}

export interface Reply {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, for answers that are not JSON (set content-type in `headers`). */
  text?: string;
  /** Bytes (a PDF), sent base64-encoded as API Gateway expects (set content-type in `headers`). */
  binary?: Uint8Array;
  headers?: Record<string, string>;
}

/** A JSON answer whose body has the type the contract names. */
export interface JsonReply<T> extends Reply {
  body: T;
}
/** An answer without a body. */
export interface EmptyReply extends Reply {
  status: 204;
  body?: undefined;
}
/** A file: text (CSV) or bytes (PDF). */
export type FileReply = Reply & ({ text: string } | { binary: Uint8Array });

export const ok = <T>(body: T): JsonReply<T> => ({ status: 200, body });
export const created = <T>(body: T): JsonReply<T> => ({ status: 201, body });
/** Taken in hand: what follows happens by e-mail (the same answer whatever the request found). */
export const accepted = <T>(body: T): JsonReply<T> => ({ status: 202, body });
export const noContent = (): EmptyReply => ({ status: 204 });

/** The answers an operation may give, as its contract row says. */
export type ReplyFor<K extends RouteKey> =
  Contract[K]['response'] extends Json<infer T>
    ? JsonReply<T>
    : Contract[K]['response'] extends { kind: 'empty' }
      ? EmptyReply
      : FileReply;

/** What an operation of the contract receives: its parsed body and query, its path parameters. */
export type RequestFor<K extends RouteKey> = Request<BodyOf<K>, QueryOf<K>, AccessOf<K>, PathParams<K>>;

/** A Lambda handler of one operation, tagged with its route key (the route table test reads it). */
export type OperationHandler<K extends RouteKey> = ((event: Event, context?: LambdaContext) => Promise<Result>) & {
  readonly routeKey: K;
};

/**
 * The abuse guard of public forms: a per-address rate limit for `action`, then the honeypot: a
 * body whose `website` field is filled (people never see it, bots fill it) gets `decoy()` as its
 * answer and the handler is not run, so nothing is stored or sent.
 */
export interface AbuseGuard {
  action: string;
  decoy: () => Reply;
}

interface Options<A extends Access, BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  /** When set, the only route key this handler answers (a Lambda wired to another route fails). */
  key?: RouteKey;
  /** Must equal the route table's access level for this handler; the wrapper checks it. */
  access: A;
  body?: BS;
  query?: QS;
  abuse?: AbuseGuard;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/**
 * The handler of the contract's operation `key`: its body and query are parsed with the contract's
 * schemas, its path parameters are typed from the route key, and what it answers must have the
 * contract's answer type. `options.abuse` guards the public forms.
 */
export function httpHandler<K extends RouteKey>(
  key: K,
  run: (request: RequestFor<K>) => Promise<ReplyFor<K>>,
): OperationHandler<K>;
export function httpHandler<K extends RouteKey>(
  key: K,
  options: { abuse: AbuseGuard & { decoy: () => ReplyFor<K> } },
  run: (request: RequestFor<K>) => Promise<ReplyFor<K>>,
): OperationHandler<K>;
export function httpHandler<K extends RouteKey>(
  key: K,
  ...rest:
    | [run: (request: RequestFor<K>) => Promise<ReplyFor<K>>]
    | [options: { abuse: AbuseGuard }, run: (request: RequestFor<K>) => Promise<ReplyFor<K>>]
): OperationHandler<K> {
  const [options, run] = rest.length === 1 ? [{}, rest[0]] : rest;
  const operation = contract[key] as { access: Access; body?: z.ZodType; query?: z.ZodType };
  const handle = serve(
    { key, access: operation.access, body: operation.body, query: operation.query, abuse: options.abuse },
    run as unknown as (request: Request<unknown, unknown, Access>) => Promise<Reply>,
  );
  return Object.assign(handle, { routeKey: key });
}

/**
 * The wrapper every operation goes through: size and JSON checks, the route's access level
 * against the caller's groups, zod parsing of body and query, the abuse guard, and the one place
 * where errors become HTTP answers. Operations use it through `httpHandler`, which takes all of
 * this from the contract.
 */
export function serve<
  A extends Access,
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(options: Options<A, BS, QS>, run: (request: Request<Parsed<BS>, Parsed<QS>, A>) => Promise<Reply>) {
  return async (event: Event, context?: LambdaContext): Promise<Result> => {
    const started = Date.now();
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    const route = findRoute(event.routeKey);
    let status = 500;
    beginRequestLog({ lambdaContext: context, requestId, route: event.routeKey, ...callerLogFields(event) });
    try {
      if (!route) throw new Error(`No route table row for ${event.routeKey}`);
      if (options.key && options.key !== event.routeKey) {
        throw new Error(`Handler for ${options.key} was called for ${event.routeKey}`);
      }
      if (route.access !== options.access) {
        throw new Error(
          `Handler for ${event.routeKey} expects access ${options.access}, the route table says ${route.access}`,
        );
      }
      await assertThroughSite(event.headers ?? {});
      const claimed = callerFromEvent(event);
      assertAccess(route.access, claimed);
      const caller =
        !claimed || route.access === 'public'
          ? claimed
          : route.access === 'admin' || route.access === 'super_admin'
            ? await adminSession(claimed, event.routeKey)
            : route.access === 'tutor'
              ? await tutorSession(claimed)
              : await liveSession(claimed);
      if (route.throttle === 'form') assertFormPost(event.headers ?? {});
      const clientIp = clientAddress(event);
      // Counted before parsing, so malformed attempts use up the allowance too.
      if (options.abuse) await RateLimit.consume(options.abuse.action, clientIp);
      const rawBody = readRawBody(event);
      const body = options.body ? parseWith(options.body, readJson(rawBody)) : undefined;
      const query = options.query ? parseWith(options.query, event.queryStringParameters ?? {}) : undefined;
      const params = pathParameters(event, route);
      const reply = options.abuse ? honeypotDecoy(options.abuse, body, requestId) : undefined;
      const answer =
        reply ??
        (await run({
          body: body as Parsed<BS>,
          query: query as Parsed<QS>,
          params,
          caller: caller as CallerFor<A>,
          rawBody,
          headers: event.headers ?? {},
          requestId,
          route,
          clientIp,
        }));
      status = answer.status;
      return toResult(answer);
    } catch (caught) {
      const error = isServiceBusy(caught) ? new ServiceBusyError() : caught;
      if (error !== caught) log('warn', 'throttled by an AWS service', { requestId, ...errorFields(caught) });
      const answer = toErrorResult(error, requestId);
      status = answer.statusCode ?? 500;
      if (status >= 500) log('error', 'request failed', { requestId, ...errorFields(error) });
      return answer;
    } finally {
      if (status >= 500) countMetric('ServerErrors');
      log('info', 'request', { requestId, routeKey: event.routeKey, status, durationMs: Date.now() - started });
      flushMetrics();
      endRequestLog();
    }
  };
}

/**
 * The caller as their token names them, for the log lines only (access is decided later, from
 * the stored account where it matters): `visitor` without a token.
 */
function callerLogFields(event: Event): { role: string; userId?: string } {
  const claimed = event.requestContext ? callerFromEvent(event) : null;
  if (!claimed) return { role: 'visitor' };
  return { role: claimed.role ?? 'signed_in', userId: claimed.userId };
}

/**
 * Only requests that came through the site are answered: CloudFront adds a secret header on its
 * way to the API, so a call to the API's own address (which could claim any visitor address in
 * x-viewer-ip and skip CloudFront's limits) is refused.
 */
async function assertThroughSite(headers: Record<string, string | undefined>): Promise<void> {
  if (!(await isOriginVerifyValue(headers[ORIGIN_VERIFY_HEADER], sameSecret))) {
    throw new ForbiddenError('Requests must come through the site');
  }
}

/**
 * Public forms take JSON from our own pages only. JSON cannot be sent cross-site without a CORS
 * preflight (which this API never grants), and browsers say where a request comes from in
 * Sec-Fetch-Site: another site's page cannot make its visitors post our forms.
 */
function assertFormPost(headers: Record<string, string | undefined>): void {
  const type = headers['content-type'] ?? '';
  if (!/^application\/json(\s*;|$)/i.test(type)) throw new UnsupportedMediaTypeError();
  const site = headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new ForbiddenError('Forms can only be sent from this site');
  }
}

/** The one back-office call a super admin without two-factor sign-in may make where it is required. */
const TWO_FACTOR_SETUP_ROUTE = 'POST /api/admin/me/two-factor';

/**
 * An admin acts as their stored account, not as their token says: no account (deleted, or never
 * made through the back office) or a token issued before their role changed must sign in again,
 * and the e-mail and name recorded in the activity log are the stored ones.
 */
async function adminSession(caller: Caller, routeKey: string): Promise<Caller> {
  const [notBefore, account] = await Promise.all([sessionCutoff(caller.userId), Admin.get(caller.userId)]);
  if (!account || (notBefore !== null && caller.sessionStart < notBefore)) {
    throw new UnauthorizedError('Your access has changed. Please sign in again.');
  }
  // Where it is required (AWS), a super admin without two-factor sign-in may only set it up.
  if (
    (account.role ?? 'super_admin') === 'super_admin' &&
    !account.twoFactor &&
    env.superAdminTwoFactorRequired() &&
    routeKey !== TWO_FACTOR_SETUP_ROUTE
  ) {
    throw new TwoFactorRequiredError(adminAccountMessages.twoFactorRequired);
  }
  return { ...caller, email: account.email, name: account.name };
}

/**
 * A tutor acts as their stored profile: a tutor made inactive (or whose profile is gone) is signed
 * out of the portal at their next request, whatever their token still says.
 */
async function tutorSession(caller: Caller): Promise<Caller> {
  const [notBefore, tutor] = await Promise.all([sessionCutoff(caller.userId), Tutor.get(caller.userId, false)]);
  if (!tutor || tutor.status !== 'active' || (notBefore !== null && caller.sessionStart < notBefore)) {
    throw new UnauthorizedError('Your access has changed. Please sign in again.');
  }
  return { ...caller, email: tutor.email, name: tutor.name };
}

/** A signed-in caller's session must have begun after their last password reset (if any). */
async function liveSession(caller: Caller): Promise<Caller> {
  const notBefore = await sessionCutoff(caller.userId);
  if (notBefore !== null && caller.sessionStart < notBefore) {
    throw new UnauthorizedError('Your session has ended. Please sign in again.');
  }
  return caller;
}

function honeypotDecoy(guard: AbuseGuard, body: unknown, requestId: string): Reply | undefined {
  const honeypot = (body as { website?: unknown } | undefined)?.website;
  if (typeof honeypot === 'string' && honeypot !== '') {
    log('warn', 'honeypot filled; request dropped', { requestId, action: guard.action });
    return guard.decoy();
  }
  return undefined;
}

/** Ids in paths are uuids, hashes or codes: anything else is refused before it reaches a key. */
const PATH_ID = /^[A-Za-z0-9._~:-]{1,128}$/;

/** Every `{name}` of the route's path, checked: a route's handler reads each one without `!`. */
function pathParameters(event: Event, route: Route): Record<string, string> {
  const given = (event.pathParameters ?? {}) as Record<string, string | undefined>;
  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/\{([^}]+)\}/g)) {
    const value = given[name!];
    if (value === undefined || !PATH_ID.test(value)) throw new BadRequestError('Invalid id in the path');
    params[name!] = value;
  }
  return params;
}

function toResult(reply: Reply): Result {
  if (reply.binary !== undefined) {
    return {
      statusCode: reply.status,
      headers: { 'cache-control': 'no-store', ...reply.headers },
      body: Buffer.from(reply.binary).toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (reply.text !== undefined) {
    return { statusCode: reply.status, headers: { 'cache-control': 'no-store', ...reply.headers }, body: reply.text };
  }
  return {
    statusCode: reply.status,
    headers: { ...jsonHeaders, ...reply.headers },
    body: reply.body === undefined ? '' : JSON.stringify(reply.body),
  };
}

function clientAddress(event: Event): string {
  // Set by the CloudFront Function on /api/* from the viewer's address, overwriting anything the
  // client sent (infra/lib/constructs/web.ts); the local web server does the same.
  return event.headers?.[VIEWER_IP_HEADER] || event.requestContext?.http?.sourceIp || 'unknown';
}

function readRawBody(event: Event): string {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  return text;
}

function toErrorResult(error: unknown, requestId: string): Result {
  const body: ApiErrorBody =
    error instanceof HttpError
      ? { error: { code: error.code, message: error.message, fields: error.fields } }
      : { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again later.', requestId } };
  return {
    statusCode: error instanceof HttpError ? error.status : 500,
    headers: error instanceof ServiceBusyError ? { ...jsonHeaders, 'retry-after': '1' } : jsonHeaders,
    body: JSON.stringify(body),
  };
}
