import { describe, expect, it } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import { adminGuardTarget } from '../admin-guard';

const me = (role: Me['role']): Me => ({
  userId: 'u',
  email: 'e',
  emailVerified: true,
  role,
  student: null,
  account: null,
  learners: [],
});

describe('adminGuardTarget', () => {
  it('sends people who are not signed in, or have no role, to the admin login', () => {
    expect(adminGuardTarget(null, 'admin')).toBe('/admin/login');
    expect(adminGuardTarget(me(null), 'admin')).toBe('/admin/login');
  });
  it('sends the wrong role home', () => {
    expect(adminGuardTarget(me('student'), 'admin')).toBe('/');
    expect(adminGuardTarget(me('admin'), 'super_admin')).toBe('/');
  });
  it('sends tutors to the tutor portal', () => {
    expect(adminGuardTarget(me('tutor'), 'admin')).toBe('/tutor');
    expect(adminGuardTarget(me('tutor'), 'super_admin')).toBe('/tutor');
  });
  it('lets admins in and super admins everywhere', () => {
    expect(adminGuardTarget(me('admin'), 'admin')).toBeNull();
    expect(adminGuardTarget(me('super_admin'), 'admin')).toBeNull();
    expect(adminGuardTarget(me('super_admin'), 'super_admin')).toBeNull();
  });
});
