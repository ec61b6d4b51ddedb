import { describe, expect, it } from 'vitest';
import { assertAccess, parseGroups, type Caller } from './auth';
import { ForbiddenError, UnauthorizedError } from './errors';

const caller = (role: Caller['role']): Caller => ({
  userId: 'u',
  email: 'e',
  name: null,
  issuedAt: 0,
  sessionStart: 0,
  emailVerified: true,
  groups: role ? [role] : [],
  role,
});

describe('parseGroups', () => {
  it("reads the HTTP API authorizer's flattened form and a plain array", () => {
    expect(parseGroups('[admin super_admin]')).toEqual(['admin', 'super_admin']);
    expect(parseGroups('[student]')).toEqual(['student']);
    expect(parseGroups(['admin'])).toEqual(['admin']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
  });
});

describe('assertAccess', () => {
  it('lets anyone through public routes', () => {
    expect(() => assertAccess('public', null)).not.toThrow();
  });
  it('needs a caller everywhere else', () => {
    expect(() => assertAccess('signed_in', null)).toThrow(UnauthorizedError);
    expect(() => assertAccess('signed_in', caller(null))).not.toThrow();
  });
  it('passes super_admin through admin checks but not admins through super_admin ones', () => {
    expect(() => assertAccess('admin', caller('super_admin'))).not.toThrow();
    expect(() => assertAccess('admin', caller('admin'))).not.toThrow();
    expect(() => assertAccess('super_admin', caller('admin'))).toThrow(ForbiddenError);
    expect(() => assertAccess('admin', caller('student'))).toThrow(ForbiddenError);
    expect(() => assertAccess('admin', caller(null))).toThrow(ForbiddenError);
  });
  it('keeps admins out of student routes', () => {
    expect(() => assertAccess('student', caller('admin'))).toThrow(ForbiddenError);
    expect(() => assertAccess('student', caller('student'))).not.toThrow();
  });
});
