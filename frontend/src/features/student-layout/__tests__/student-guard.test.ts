import { describe, expect, it } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import { studentGuardTarget } from '../student-guard';

const me = (role: Me['role']): Me => ({
  userId: 'u',
  email: 'e',
  emailVerified: true,
  role,
  student: null,
  account: null,
  learners: [],
});

describe('studentGuardTarget', () => {
  it('sends visitors to the portal login with the page they asked for', () => {
    expect(studentGuardTarget(null, '/student/dashboard')).toBe('/student-auth?redirect=/student/dashboard');
    // The page's own query stays inside the one redirect value.
    expect(studentGuardTarget(null, '/packages?courseId=c1&x=1')).toBe(
      '/student-auth?redirect=/packages%3FcourseId%3Dc1%26x%3D1',
    );
  });
  it('lets students in', () => {
    expect(studentGuardTarget(me('student'), '/student/dashboard')).toBeNull();
  });
  it('sends admins and super admins to the admin dashboard', () => {
    expect(studentGuardTarget(me('admin'), '/student/dashboard')).toBe('/admin/dashboard');
    expect(studentGuardTarget(me('super_admin'), '/packages')).toBe('/admin/dashboard');
  });
  it('sends tutors to the tutor portal, never the student area', () => {
    expect(studentGuardTarget(me('tutor'), '/student/dashboard')).toBe('/tutor');
    expect(studentGuardTarget(me('tutor'), '/packages')).toBe('/tutor');
  });
  it('sends a signed-in account without a role to the portal login', () => {
    expect(studentGuardTarget(me(null), '/student/dashboard')).toBe('/student-auth');
  });
});
