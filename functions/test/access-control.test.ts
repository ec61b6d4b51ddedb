import { beforeAll, describe, expect, it } from 'vitest';
import { signedDelivery } from '../../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../../infra/local/local-config';
import { routeKey, routes, type Access, type Route } from '../src/routes';
import {
  fillPath,
  resigned,
  tokenFromAnotherAppClient,
  unsignedToken,
  withAlteredClaims,
  withAlteredSignature,
} from './support/access-fixtures';
import { tutorWithToken } from './support/tutor-fixtures';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { PASSWORD, signUpStudent } from './support/student-fixtures';

/** The access levels a route may have: a fixed set. */
const ACCESS_LEVELS = ['public', 'signed_in', 'student', 'tutor', 'admin', 'super_admin'] as const;
type Level = (typeof ACCESS_LEVELS)[number];

// Compile-time guards: `tsc -b` refuses this file if Route.access stops being exactly the fixed
// set or becomes optional.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;
const levelsAreTheFixedSet: Same<Access, Level> = true;
const accessIsOptional: IsOptional<Route, 'access'> = false;
// @ts-expect-error a row without an access level does not compile
const _rowWithoutLevel: Route = { method: 'GET', path: '/api/x', handler: 'x', table: [] };
// @ts-expect-error nor does a row with a level outside the set
const _rowWithOtherLevel: Route = { method: 'GET', path: '/api/x', access: 'everyone', handler: 'x', table: [] };

/** Rows (of any table shaped like the route table) whose access level is missing or not one of the set. */
function rowsWithoutAValidLevel(table: readonly { method?: unknown; path?: unknown; access?: unknown }[]): string[] {
  return table
    .filter((row) => !(ACCESS_LEVELS as readonly unknown[]).includes(row.access))
    .map((row) => `${String(row.method)} ${String(row.path)}: ${String(row.access)}`);
}

/** Who calls: nobody, two real students, a tutor, an admin, a super admin, and a signed-in user with no role. */
const CALLERS = ['anonymous', 'student A', 'student B', 'tutor', 'admin', 'super_admin', 'no role'] as const;
type CallerName = (typeof CALLERS)[number];
type Role = 'student' | 'tutor' | 'admin' | 'super_admin';
const ROLE_OF: Record<Exclude<CallerName, 'anonymous'>, Role | null> = {
  'student A': 'student',
  'student B': 'student',
  tutor: 'tutor',
  admin: 'admin',
  super_admin: 'super_admin',
  'no role': null,
};

type Outcome = 'allowed' | 401 | 403;

/**
 * The rule, written here independently of the server: public is open to all; anything else needs
 * a token (401); a signed-in level is then open to any role or none; the others need the role,
 * super_admin passing every admin check, only students passing student checks and only tutors
 * passing tutor checks (403).
 */
function expectedOutcome(access: Access, caller: CallerName): Outcome {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const role = ROLE_OF[caller];
  const admitted: Record<Exclude<Access, 'public'>, readonly (Role | null)[]> = {
    signed_in: [null, 'student', 'tutor', 'admin', 'super_admin'],
    student: ['student'],
    tutor: ['tutor'],
    admin: ['admin', 'super_admin'],
    super_admin: ['super_admin'],
  };
  return admitted[access].includes(role) ? 'allowed' : 403;
}

const isRead = (route: Route) => route.method === 'GET';

/** Reads that need a query to answer at all (the money report's period): given one that holds. */
const LESSON_RANGE = '?from=2026-11-01T00:00:00.000Z&to=2026-11-08T00:00:00.000Z';
const READ_QUERY: Partial<Record<string, string>> = {
  'GET /api/admin/reports/money': '?from=2026-01&to=2026-12',
  'GET /api/admin/lessons': LESSON_RANGE,
  'GET /api/admin/lessons/export': LESSON_RANGE,
  'GET /api/tutor/lessons': LESSON_RANGE,
};
const queryOf = (route: Route) => READ_QUERY[routeKey(route)] ?? '';

/**
 * What a probe sends: a visitor address of its own (rate limits never bite), `{}` to any write so
 * it stops at validation and changes nothing, and for the scheduling webhook a correctly signed
 * event it ignores (an unsigned one is refused with 401 by design: the signature is its access).
 */
function probe(route: Route): { body?: unknown; rawBody?: string; headers: Record<string, string> } {
  if (route.throttle === 'webhook') {
    const delivery = signedDelivery(
      { event: 'routing_form_submission.created', payload: {} },
      LOCAL_WEBHOOK_SIGNING_KEY,
    );
    return { rawBody: delivery.body, headers: { ...delivery.headers, ...visitorHeaders() } };
  }
  return { body: isRead(route) ? undefined : {}, headers: visitorHeaders() };
}

const matrix = routes.flatMap((route) =>
  CALLERS.map((caller) => {
    const expected = expectedOutcome(route.access, caller);
    const label = `${routeKey(route)} [${route.access}] as ${caller} → ${expected === 'allowed' ? 'let in' : expected}`;
    return [label, route, caller] as const;
  }),
);

describe('the route table: every route × every caller', () => {
  const call = useGateway();
  const tokens: Partial<Record<CallerName, string>> = {};
  let studentA: { email: string; token: string };
  let poolStudent: string;
  beforeAll(async () => {
    studentA = await signUpStudent(call, { fullName: 'Alia Rahman' });
    tokens['student A'] = studentA.token;
    tokens['student B'] = (await signUpStudent(call, { fullName: 'Bilal Osman' })).token;
    tokens.admin = (await userWithGroup('admin')).token;
    tokens.super_admin = (await userWithGroup('super_admin')).token;
    tokens.tutor = (await tutorWithToken(call, tokens.admin)).token;
    tokens['no role'] = (await userWithGroup(null)).token;
    poolStudent = (await userWithGroup('student')).token;
  });

  it('gives every route one of the fixed access levels', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(rowsWithoutAValidLevel(routes)).toEqual([]);
    expect([levelsAreTheFixedSet, accessIsOptional]).toEqual([true, false]);
  });

  it('and that check does catch a row with no level or another one', () => {
    const table = [
      { method: 'GET', path: '/api/ok', access: 'admin' },
      { method: 'GET', path: '/api/none' },
      { method: 'POST', path: '/api/other', access: 'everyone' },
      { method: 'PUT', path: '/api/case', access: 'Admin' },
    ];
    expect(rowsWithoutAValidLevel(table)).toEqual([
      'GET /api/none: undefined',
      'POST /api/other: everyone',
      'PUT /api/case: Admin',
    ]);
  });

  it('covers every row of the table for every caller', () => {
    expect(matrix).toHaveLength(routes.length * CALLERS.length);
    expect(new Set(matrix.map(([label]) => label)).size).toBe(matrix.length);
  });

  it.each(matrix)('%s', async (_label, route, caller) => {
    const expected = expectedOutcome(route.access, caller);
    const answer = await call(route.method, fillPath(route.path) + queryOf(route), {
      token: tokens[caller],
      ...probe(route),
    });
    const seen = `${answer.status} ${JSON.stringify(answer.body)}`;
    if (expected === 401) {
      expect(answer.status, seen).toBe(401);
    } else if (expected === 403) {
      expect(answer.status, seen).toBe(403);
      expect(answer.body?.error?.code, seen).toBe('FORBIDDEN');
    } else {
      expect([401, 403], seen).not.toContain(answer.status);
      // Reads answer (an unknown id: 404); writes stop at validation or an unknown id, never crash.
      if (isRead(route)) expect([200, 404], seen).toContain(answer.status);
      else expect(answer.status, seen).toBeLessThan(500);
    }
  });

  describe('tokens that are not genuine, current and ours', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const bad: Record<string, string> = {};
    beforeAll(async () => {
      const superAdmin = tokens.super_admin!;
      bad['signature altered'] = withAlteredSignature(superAdmin);
      bad['student claiming super_admin, signature kept'] = withAlteredClaims(tokens['student A']!, {
        'cognito:groups': ['super_admin'],
      });
      bad['unsigned (alg none)'] = unsignedToken(superAdmin);
      bad['expired (signed by the emulator’s key)'] = await resigned(superAdmin, {
        iat: now() - 7200,
        auth_time: now() - 7200,
        exp: now() - 3600,
      });
      bad['another audience (signed by the emulator’s key)'] = await resigned(superAdmin, { aud: 'some-other-app' });
      bad['another issuer (signed by the emulator’s key)'] = await resigned(superAdmin, {
        iss: 'http://127.0.0.1:1/us-east-1_other',
      });
      bad['issued by the pool to another app client'] = await tokenFromAnotherAppClient(studentA.email, PASSWORD);
    });

    it('accepts the same token re-signed with only a fresh expiry (control: each refusal is due to the changed claim)', async () => {
      // Re-signed with nothing changed but a fresh expiry, the same token is accepted: the emulator key
      // signs as the pool does, so each refusal below is due to the one claim changed.
      const control = await resigned(tokens.super_admin!, { exp: now() + 600 });
      expect((await call('GET', '/api/admin/dashboard', { token: control })).status).toBe(200);
      expect((await call('GET', '/api/me', { token: control })).body.role).toBe('super_admin');
      expect((await call('GET', '/api/me', { token: studentA.token })).status).toBe(200);
    });

    it.each(routes.filter((route) => route.access !== 'public').map((route) => [routeKey(route), route] as const))(
      '%s answers 401 without a token and to each of them',
      async (_key, route) => {
        const path = fillPath(route.path);
        const body = isRead(route) ? undefined : {};
        expect((await call(route.method, path, { body })).status, 'no token').toBe(401);
        for (const [what, token] of Object.entries(bad)) {
          expect((await call(route.method, path, { token, body })).status, what).toBe(401);
        }
      },
    );
  });

  it('lets an admin through to admin routes', async () => {
    expect((await call('GET', '/api/admin/courses', { token: tokens.admin! })).status).toBe(200);
  });

  it('tells a signed-in user who they are', async () => {
    const me = await call('GET', '/api/me', { token: poolStudent });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'student', student: null });
    const nobody = await call('GET', '/api/me', { token: tokens['no role']! });
    expect(nobody).toMatchObject({ status: 200, body: { role: null, student: null } });
  });
});
