import { ownerOf, type StandInContext } from './context';
import { errors, type ErrorDetail } from './http-io';
import { idsFromUri } from './resources';

/** One API call as the handlers see it: its path split into segments, its query, its JSON body. */
export interface ApiRequest {
  method: string;
  path: string;
  segments: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** A handler's answer: the status and the JSON body (none for 204). */
export interface ApiAnswer {
  status: number;
  body?: unknown;
}

/**
 * The owner a list is asked for: Calendly's lists need `organization` or `user` (400 without
 * either), and answer 403 for an organization or user other than the caller's own.
 */
export function requireOwnerFilter(context: StandInContext, query: URLSearchParams): void {
  const organization = query.get('organization');
  const user = query.get('user');
  if (organization === null && user === null) {
    throw errors.invalid([{ parameter: 'organization', message: 'one of organization or user must be provided' }]);
  }
  if (organization !== null) checkOrganization(context, organization, 'organization');
  if (user !== null) checkUser(context, user, 'user');
}

/** `value` must be the URI of the caller's organization: 400 when it is no such URI, 403 for another one. */
export function checkOrganization(context: StandInContext, value: unknown, parameter: string): void {
  const ids = idsFromUri(value, 'organizations');
  if (!ids) throw errors.invalid([{ parameter, message: 'must be an organization URI' }]);
  if (ids[0] !== ownerOf(context).organizationUuid) throw errors.forbidden();
}

/** `value` must be the URI of the caller: 400 when it is no user URI, 403 for another user. */
export function checkUser(context: StandInContext, value: unknown, parameter: string): void {
  const ids = idsFromUri(value, 'users');
  if (!ids) throw errors.invalid([{ parameter, message: 'must be a user URI' }]);
  if (ids[0] !== ownerOf(context).uuid) throw errors.forbidden();
}

/** A query parameter that must be one of `allowed` when present. */
export function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | null {
  const value = query.get(name);
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) {
    throw errors.invalid([{ parameter: name, message: `must be one of ${allowed.join(', ')}` }]);
  }
  return value as T;
}

/** A query parameter that must be an ISO 8601 time when present. */
export function timeParameter(query: URLSearchParams, name: string): number | null {
  const value = query.get(name);
  if (value === null) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw errors.invalid([{ parameter: name, message: 'must be an ISO 8601 time' }]);
  return time;
}

/** Throws Calendly's 400 when any detail was collected. */
export function failOn(problems: ErrorDetail[]): void {
  if (problems.length) throw errors.invalid(problems);
}
