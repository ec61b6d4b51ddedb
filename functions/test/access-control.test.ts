import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/routes';
import { useGateway, userWithGroup } from './support/gateway';

/** Walks the route table: every protected row refuses the wrong caller, whatever the browser shows. */
describe('access levels from the route table', () => {
  const call = useGateway();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.student = (await userWithGroup('student')).token;
    tokens.admin = (await userWithGroup('admin')).token;
    tokens.none = (await userWithGroup(null)).token;
    tokens.superAdmin = (await userWithGroup('super_admin')).token;
  });

  const concrete = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
  const protectedRoutes = routes.filter((route) => route.access !== 'public');
  const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

  it.each(protectedRoutes)('$method $path answers 401 without a token or with a forged one', async (route) => {
    expect((await call(route.method, concrete(route.path))).status).toBe(401);
    const forged = tokens.admin!.slice(0, -4) + 'AAAA';
    expect((await call(route.method, concrete(route.path), { token: forged })).status).toBe(401);
  });

  it.each(routes.filter((route) => route.access === 'admin' || route.access === 'super_admin'))(
    '$method $path answers 403 to a student and to a user with no role',
    async (route) => {
      for (const token of [tokens.student!, tokens.none!]) {
        const answer = await call(route.method, concrete(route.path), { token, body: bodyFor(route.method) });
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('FORBIDDEN');
      }
    },
  );

  it.each(routes.filter((route) => route.access === 'super_admin'))(
    '$method $path answers 403 to an admin',
    async (route) => {
      expect(
        (await call(route.method, concrete(route.path), { token: tokens.admin!, body: bodyFor(route.method) })).status,
      ).toBe(403);
    },
  );

  it.each(routes.filter((route) => route.access === 'student'))(
    '$method $path answers 403 to an admin and to a user with no role',
    async (route) => {
      for (const token of [tokens.admin!, tokens.none!]) {
        expect((await call(route.method, concrete(route.path), { token, body: bodyFor(route.method) })).status).toBe(
          403,
        );
      }
    },
  );

  // Reads: the right role gets through (200, or 404 for an id that does not exist).
  it.each(
    routes.filter((route) => route.method === 'GET' && (route.access === 'admin' || route.access === 'super_admin')),
  )('$method $path lets the right role in, super_admin passing every admin check', async (route) => {
    const callers = route.access === 'admin' ? [tokens.admin!, tokens.superAdmin!] : [tokens.superAdmin!];
    for (const token of callers) {
      const answer = await call(route.method, concrete(route.path), { token });
      expect([200, 404], `${route.path}: ${answer.status}`).toContain(answer.status);
    }
  });

  it('lets an admin through to admin routes', async () => {
    expect((await call('GET', '/api/admin/courses', { token: tokens.admin! })).status).toBe(200);
  });

  it('tells a signed-in user who they are', async () => {
    const me = await call('GET', '/api/me', { token: tokens.student! });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'student', student: null });
  });
});
