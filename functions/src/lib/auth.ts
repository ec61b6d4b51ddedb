import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { roleFromGroups, roleSatisfies, type Role } from '@app/shared/auth/schemas';
import type { Access } from '@app/shared/http/contract';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface Caller {
  userId: string;
  email: string;
  /** The account's name when the token carries it (admins and students have one). */
  name: string | null;
  /** When the token was issued (epoch seconds). */
  issuedAt: number;
  /**
   * When the session began (epoch seconds): Cognito's auth_time, which a refreshed token keeps, so
   * a session cut off by a password reset cannot go on by refreshing.
   */
  sessionStart: number;
  /** Whether the address is proven (Cognito's email_verified, as of the token). */
  emailVerified: boolean;
  groups: string[];
  role: Role | null;
}

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * The HTTP API JWT authorizer hands claims over flattened: an array claim such as
 * cognito:groups arrives as the string "[admin super_admin]". Accept both shapes.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' && claims.name !== '' ? claims.name : null,
    issuedAt: Number(claims.iat) || 0,
    sessionStart: Number(claims.auth_time) || Number(claims.iat) || 0,
    // The authorizer flattens claims to strings: "true", or true in the raw token.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    groups,
    role: roleFromGroups(groups),
  };
}

/** The route's access level against the caller's role (the shared role rule decides). */
export function assertAccess(access: Access, caller: Caller | null): asserts caller is Caller | null {
  if (access === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (access === 'signed_in') return;
  if (!roleSatisfies(caller.role, access)) throw new ForbiddenError();
}
