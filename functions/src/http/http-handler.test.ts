import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { resetEnvCache } from '../lib/env';
import * as z from 'zod';
import { serve as httpHandler, ok, type Event } from './http-handler';
import { NotFoundError } from '../lib/errors';
import { adminKey } from '../db/entities/admin';
import { sessionCutoffKey } from '../db/entities/system';

const storedAdmin = (id: string) => ({
  ...adminKey(id),
  id,
  email: `${id}@school.test`,
  name: 'Stored Name',
  role: 'admin',
  status: 'active',
});

function event(overrides: Partial<Event> = {}): Event {
  return {
    routeKey: 'POST /api/admin/courses',
    body: '{}',
    headers: { 'x-origin-verify': 'through-the-site' },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-123',
      authorizer: { jwt: { claims: { sub: 'user-1', email: 'a@b.co', 'cognito:groups': '[admin]' }, scopes: [] } },
    },
    ...overrides,
  } as unknown as Event;
}

const bodySchema = z.strictObject({ name: z.string({ error: 'Name is required' }).min(2, 'Name is required') });

describe('httpHandler', () => {
  // Admin routes look up whether the caller's session was cut off (admin deleted or role changed).
  let dynamo: ReturnType<typeof mockClient>;
  beforeEach(() => {
    process.env.TABLE_NAME = 't';
    process.env.ORIGIN_VERIFY_SECRET = 'through-the-site';
    resetEnvCache();
    dynamo = mockClient(DynamoDBDocumentClient);
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: adminKey('user-1') }).resolves({ Item: storedAdmin('user-1') });
    dynamo.on(GetCommand, { Key: adminKey('u') }).resolves({ Item: storedAdmin('u') });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    dynamo.restore();
  });

  it('passes parsed input and the caller, as their stored account says, to the operation', async () => {
    const handler = httpHandler({ access: 'admin', body: bodySchema }, async ({ body, caller }) =>
      ok({ body, caller: caller?.role, email: caller.email }),
    );
    const answer = await handler(event({ body: '{"name":"Amina"}' }));
    expect(answer.statusCode).toBe(200);
    // The token said a@b.co; the stored account decides.
    expect(JSON.parse(answer.body!)).toEqual({ body: { name: 'Amina' }, caller: 'admin', email: 'user-1@school.test' });
  });

  it('refuses a request that did not come through the site (no or a wrong origin header)', async () => {
    const handler = httpHandler({ access: 'public' }, async () => ok({}));
    const route = { routeKey: 'GET /api/courses' };
    expect((await handler(event({ ...route, headers: {} }))).statusCode).toBe(403);
    expect((await handler(event({ ...route, headers: { 'x-origin-verify': 'guess' } }))).statusCode).toBe(403);
    expect((await handler(event(route))).statusCode).toBe(200);
  });

  it('refuses an admin whose stored account is gone', async () => {
    dynamo.on(GetCommand, { Key: adminKey('user-1') }).resolves({});
    const handler = httpHandler({ access: 'admin' }, async () => ok({}));
    expect((await handler(event())).statusCode).toBe(401);
  });

  it('answers 400 with the first message and a per-field map', async () => {
    const handler = httpHandler({ access: 'admin', body: bodySchema }, async () => ok({}));
    const answer = await handler(event({ body: '{}' }));
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body!)).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Name is required', fields: { name: 'Name is required' } },
    });
  });

  it('answers 413 over 64 KiB, also for base64 bodies', async () => {
    const handler = httpHandler({ access: 'admin', body: bodySchema }, async () => ok({}));
    const big = JSON.stringify({ name: 'x'.repeat(65 * 1024) });
    expect((await handler(event({ body: big }))).statusCode).toBe(413);
    const encoded = Buffer.from(big).toString('base64');
    expect((await handler(event({ body: encoded, isBase64Encoded: true }))).statusCode).toBe(413);
  });

  it('checks the route table access level against the groups', async () => {
    const handler = httpHandler({ access: 'admin' }, async () => ok({}));
    const student = event({
      requestContext: {
        requestId: 'r',
        authorizer: { jwt: { claims: { sub: 'u', 'cognito:groups': '[student]' }, scopes: [] } },
      },
    } as unknown as Partial<Event>);
    expect((await handler(student)).statusCode).toBe(403);
    expect((await handler(event({ requestContext: { requestId: 'r' } } as unknown as Partial<Event>))).statusCode).toBe(
      401,
    );
  });

  it('maps domain errors to their status', async () => {
    const handler = httpHandler({ access: 'admin' }, async () => {
      throw new NotFoundError('Course not found');
    });
    const answer = await handler(event());
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body!).error).toEqual({ code: 'NOT_FOUND', message: 'Course not found' });
  });

  it('hides unexpected errors behind a generic 500 with the request id, and logs them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const handler = httpHandler({ access: 'admin' }, async () => {
      throw new Error('ConnectionRefused: secret-host:8000 password=hunter2');
    });
    const answer = await handler(event());
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('hunter2');
    expect(answer.body).not.toContain('secret-host');
    expect(JSON.parse(answer.body!).error).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
      requestId: 'req-123',
    });
    const line = JSON.parse(logged.mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: 'error',
      requestId: 'req-123',
      errorMessage: expect.stringContaining('hunter2'),
    });
  });

  it('refuses a route key that is not in the route table', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const handler = httpHandler({ access: 'admin' }, async () => ok({}));
    expect((await handler(event({ routeKey: 'GET /api/nowhere' }))).statusCode).toBe(500);
  });

  it('hands over the raw body as received and sends non-JSON answers as they are', async () => {
    const handler = httpHandler({ access: 'admin' }, async ({ rawBody }) => ({
      status: 200,
      text: `got ${rawBody}`,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    }));
    const answer = await handler(event({ body: '{"a": 1,  "b":2}' }));
    expect(answer.body).toBe('got {"a": 1,  "b":2}');
    expect(answer.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8' });
  });

  it('fails loudly when a handler and the route table disagree about access', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const handler = httpHandler({ access: 'public' }, async () => ok({}));
    expect((await handler(event())).statusCode).toBe(500);
  });

  it('refuses an admin token issued before the account was deleted or its role changed', async () => {
    dynamo.on(GetCommand, { Key: sessionCutoffKey('u') }).resolves({ Item: { notBefore: 2_000 } });
    const handler = httpHandler({ access: 'admin' }, async () => ok({}));
    const claims = (iat: number) =>
      ({
        requestContext: {
          requestId: 'r',
          authorizer: { jwt: { claims: { sub: 'u', iat: String(iat), 'cognito:groups': '[admin]' }, scopes: [] } },
        },
      }) as unknown as Partial<Event>;
    expect((await handler(event(claims(1_999)))).statusCode).toBe(401);
    expect((await handler(event(claims(2_000)))).statusCode).toBe(200);
  });
});
