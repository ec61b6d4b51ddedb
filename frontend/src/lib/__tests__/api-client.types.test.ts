/**
 * Type-level proof that the browser's API client and the server share one contract: every type the
 * client takes or answers is the contract's (shared/src/http/contract.ts), so a change on either
 * side fails `tsc -b frontend`. Nothing here runs a request: the checks are the type checker's, and
 * the `@ts-expect-error` lines must keep failing to compile (an unused directive is an error too).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { AdminLead } from '@app/shared/admin/leads';
import type { adjustmentSchema } from '@app/shared/admin/students';
import type { Course, CourseSummary } from '@app/shared/courses/schemas';
import type {
  BodyInput,
  BodyOf,
  contract,
  PathParams,
  QueryInput,
  ResponseOf,
  RouteKey,
} from '@app/shared/http/contract';
import type { Page } from '@app/shared/http/page';
import type { adminLeadFilterSchema, Lead, leadInputSchema } from '@app/shared/leads/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';
import { apiCall, apiFile, type CallInput } from '../api-client';

/** The zod schema the server parses a part of the request with. */
type Schema<K extends RouteKey, Part extends 'body' | 'query'> = (typeof contract)[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : never;

type CreateLead = 'POST /api/leads';
type Approve = 'POST /api/admin/package-requests/{requestId}/approve';
type Adjust = 'POST /api/admin/students/{studentId}/adjustments';
type Leads = 'GET /api/admin/leads';
type OneCourse = 'GET /api/courses/{courseId}';
type DeleteLead = 'DELETE /api/admin/leads/{leadId}';

describe('a body route (POST /api/leads)', () => {
  it("sends the z.input of the contract's body schema", () => {
    expectTypeOf<Schema<CreateLead, 'body'>>().toEqualTypeOf<typeof leadInputSchema>();
    expectTypeOf<BodyInput<CreateLead>>().toEqualTypeOf<z.input<typeof leadInputSchema>>();
    expectTypeOf<CallInput<CreateLead>['body']>().toEqualTypeOf<BodyInput<CreateLead>>();
    // The input, not what the server holds after parsing: `bookingType` has a default there.
    expectTypeOf<BodyInput<CreateLead>>().not.toEqualTypeOf<BodyOf<CreateLead>>();
    expectTypeOf<BodyInput<CreateLead>['bookingType']>().toEqualTypeOf<'trial' | 'paid' | undefined>();
    expectTypeOf<BodyOf<CreateLead>['bookingType']>().toEqualTypeOf<'trial' | 'paid'>();
  });

  it('answers the response type of the contract', () => {
    expectTypeOf(apiCall<CreateLead>).returns.resolves.toEqualTypeOf<ResponseOf<CreateLead>>();
    expectTypeOf<ResponseOf<CreateLead>>().toEqualTypeOf<{ id: string }>();
  });
});

describe('a path-parameter route', () => {
  it('takes exactly the parameters of the path', () => {
    expectTypeOf<keyof CallInput<OneCourse>>().toEqualTypeOf<'params'>();
    expectTypeOf<CallInput<OneCourse>['params']>().toEqualTypeOf<PathParams<OneCourse>>();
    expectTypeOf<PathParams<OneCourse>>().toEqualTypeOf<{ courseId: string }>();
    expectTypeOf<CallInput<Approve>['params']>().toEqualTypeOf<PathParams<Approve>>();
    expectTypeOf<PathParams<Approve>>().toEqualTypeOf<{ requestId: string }>();
    expectTypeOf<CallInput<Adjust>['params']>().toEqualTypeOf<{ studentId: string }>();
  });

  it('takes the body and answers the type of the contract', () => {
    expectTypeOf<CallInput<Approve>['body']>().toEqualTypeOf<BodyInput<Approve>>();
    expectTypeOf<CallInput<Adjust>['body']>().toEqualTypeOf<z.input<typeof adjustmentSchema>>();
    expectTypeOf<Schema<Adjust, 'body'>>().toEqualTypeOf<typeof adjustmentSchema>();
    expectTypeOf(apiCall<OneCourse>).returns.resolves.toEqualTypeOf<ResponseOf<OneCourse>>();
    expectTypeOf<ResponseOf<OneCourse>>().toEqualTypeOf<Course>();
    expectTypeOf(apiCall<Approve>).returns.resolves.toEqualTypeOf<PackageRequest>();
    expectTypeOf(apiCall<Adjust>).returns.resolves.toEqualTypeOf<{ sessionsRemaining: number }>();
  });
});

describe('a query route (GET /api/admin/leads)', () => {
  it("takes the query schema's fields, numbers allowed where the schema coerces them", () => {
    expectTypeOf<Schema<Leads, 'query'>>().toEqualTypeOf<typeof adminLeadFilterSchema>();
    expectTypeOf<keyof CallInput<Leads>>().toEqualTypeOf<'query'>();
    expectTypeOf<CallInput<Leads>['query']>().toEqualTypeOf<QueryInput<Leads> | undefined>();
    expectTypeOf<keyof QueryInput<Leads>>().toEqualTypeOf<keyof z.input<typeof adminLeadFilterSchema>>();
    expectTypeOf<QueryInput<Leads>['status']>().toEqualTypeOf<Lead['status'] | undefined>();
    expectTypeOf<number>().toExtend<NonNullable<QueryInput<Leads>['limit']>>();
  });

  it('answers a page of the contract', () => {
    expectTypeOf(apiCall<Leads>).returns.resolves.toEqualTypeOf<ResponseOf<Leads>>();
    expectTypeOf<ResponseOf<Leads>>().toEqualTypeOf<Page<AdminLead>>();
    expectTypeOf(apiCall<'GET /api/courses'>).returns.resolves.toEqualTypeOf<Page<CourseSummary>>();
  });
});

describe('a 204 route (DELETE /api/admin/leads/{leadId})', () => {
  it('takes its parameter only, and answers nothing', () => {
    expectTypeOf<keyof CallInput<DeleteLead>>().toEqualTypeOf<'params'>();
    expectTypeOf<CallInput<DeleteLead>['params']>().toEqualTypeOf<PathParams<DeleteLead>>();
    expectTypeOf<BodyInput<DeleteLead>>().toEqualTypeOf<undefined>();
    expectTypeOf(apiCall<DeleteLead>).returns.resolves.toEqualTypeOf<ResponseOf<DeleteLead>>();
    expectTypeOf<ResponseOf<DeleteLead>>().toEqualTypeOf<void>();
  });
});

describe('a file route (GET /api/admin/leads/export)', () => {
  it('is fetched with apiFile, as a Blob', () => {
    expectTypeOf(apiFile<'GET /api/admin/leads/export'>).returns.resolves.toEqualTypeOf<Blob>();
  });
});

/** A lead as the intake form sends it: without `bookingType`, which the server defaults. */
const leadBody = {
  fullName: 'Sara Ali',
  email: 'sara@example.com',
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Conversation'],
  why: 'To speak with my family.',
  schedule: ['Weekends'],
  consent: true,
} satisfies BodyInput<CreateLead>;

describe('what does not compile', () => {
  it('refuses a wrong key, a missing parameter, a misspelt field', () => {
    // Never called: only the type checker reads these.
    const neverCalled = () => [
      // What the contract allows compiles.
      apiCall('GET /api/courses/{courseId}', { params: { courseId: 'c1' } }),
      apiCall('GET /api/admin/leads', { query: { status: 'new', limit: 25 } }),
      apiCall('GET /api/admin/leads'),
      apiCall('POST /api/leads', { body: leadBody }),
      apiFile('GET /api/admin/leads/export', { query: { status: 'lost' } }),
      // @ts-expect-error -- a path the contract does not have (`course`, not `courses`)
      apiCall('GET /api/course/{courseId}', { params: { courseId: 'c1' } }),
      // @ts-expect-error -- a method the path does not have
      apiCall('PATCH /api/courses/{courseId}', { params: { courseId: 'c1' } }),
      // @ts-expect-error -- the path parameter left out
      apiCall('GET /api/courses/{courseId}'),
      // @ts-expect-error -- a path parameter missing from `params`
      apiCall('GET /api/courses/{courseId}', { params: {} }),
      // @ts-expect-error -- a misspelt path parameter (`courseID`)
      apiCall('GET /api/courses/{courseId}', { params: { courseID: 'c1' } }),
      apiCall('POST /api/admin/students/{studentId}/adjustments', {
        params: { studentId: 's1' },
        // @ts-expect-error -- a misspelt body field (`reasn`)
        body: { courseId: 'c1', amount: 2, reasn: 'Gift' },
      }),
      apiCall('POST /api/admin/students/{studentId}/adjustments', {
        params: { studentId: 's1' },
        // @ts-expect-error -- a body field of the wrong type (`amount` is a number)
        body: { courseId: 'c1', amount: '2', reason: 'Gift' },
      }),
      // @ts-expect-error -- a body where the operation takes none
      apiCall('DELETE /api/admin/leads/{leadId}', { params: { leadId: 'l1' }, body: {} }),
      // @ts-expect-error -- a query name the schema does not have (`stauts`)
      apiCall('GET /api/admin/leads', { query: { stauts: 'new' } }),
      // @ts-expect-error -- a file answer is not JSON: apiFile fetches it
      apiCall('GET /api/admin/leads/export', { query: {} }),
    ];
    expectTypeOf(neverCalled).toBeFunction();
  });
});
