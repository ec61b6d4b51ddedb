import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import { contract, type PathParams, type ResponseOf, type RouteKey } from '@app/shared/http/contract';
import type { approveRequestSchema } from '@app/shared/requests/schemas';
import type { adminLeadFilterSchema } from '@app/shared/leads/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';
import type { JsonReply, OperationHandler, ReplyFor, RequestFor } from './http/http-handler';
import { routes } from './routes';
import { fillPath, splitRouteKey } from '@app/shared/http/route-key';
import { certificatePdfPath } from '@app/shared/certificates/schemas';

describe('the route table and the contract', () => {
  it('has one row per operation of the contract, and no other', () => {
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(contract).sort());
  });

  it('takes method, path and access level from the contract', () => {
    for (const route of routes) {
      expect(`${route.method} ${route.path}`).toBe(route.key);
      expect(route.access).toBe(contract[route.key].access);
    }
  });

  it("wires each row to a handler built for that row's contract entry", async () => {
    for (const route of routes) {
      const { handler } = (await import(/* @vite-ignore */ `${import.meta.dirname}/handlers/${route.handler}.ts`)) as {
        handler: OperationHandler<RouteKey>;
      };
      expect(handler.routeKey, route.handler).toBe(route.key);
    }
  });

  it('builds the certificate PDF links the pages and mails carry from the contract route', () => {
    const { path } = splitRouteKey('GET /api/certificates/{code}/pdf' satisfies RouteKey);
    expect(certificatePdfPath('ABCD-EFGH')).toBe(fillPath(path, { code: 'ABCD-EFGH' }));
  });

  it('types what a handler receives and answers from the contract (checked by tsc)', () => {
    type Approve = 'POST /api/admin/package-requests/{requestId}/approve';
    expectTypeOf<RequestFor<Approve>['body']>().toEqualTypeOf<z.output<typeof approveRequestSchema>>();
    expectTypeOf<RequestFor<Approve>['params']>().toEqualTypeOf<{ requestId: string }>();
    expectTypeOf<RequestFor<Approve>['params']>().toEqualTypeOf<PathParams<Approve>>();
    expectTypeOf<ReplyFor<Approve>>().toEqualTypeOf<JsonReply<PackageRequest>>();
    expectTypeOf<ReplyFor<Approve>>().toEqualTypeOf<JsonReply<ResponseOf<Approve>>>();
    type Leads = 'GET /api/admin/leads';
    expectTypeOf<RequestFor<Leads>['query']>().toEqualTypeOf<z.output<typeof adminLeadFilterSchema>>();
    expectTypeOf<keyof RequestFor<Leads>['params']>().toEqualTypeOf<never>();
    // An admin route always has a caller; only a public one may have none.
    expectTypeOf<RequestFor<Approve>['caller']>().not.toBeNullable();
    expectTypeOf<RequestFor<'GET /api/courses'>['caller']>().toBeNullable();
  });
});
