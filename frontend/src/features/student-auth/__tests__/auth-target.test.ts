import { describe, expect, it } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import { portalTarget, signedInTarget } from '../auth-target';

const params = (query: string) => new URLSearchParams(query);
const me = (role: Me['role']): Me => ({
  userId: 'u',
  email: 'e',
  emailVerified: true,
  role,
  student: null,
  account: null,
  learners: [],
});

describe('portalTarget', () => {
  it('sends a student who came for a course to its packages, whatever the redirect says', () => {
    expect(portalTarget(params('courseId=c1&redirect=/student/intake-form'))).toBe('/packages?courseId=c1');
    expect(portalTarget(params('redirect=/packages&courseId=c1'))).toBe('/packages?courseId=c1');
  });
  it('follows a same-site redirect, query included', () => {
    expect(portalTarget(params('redirect=/student/book-session/c1'))).toBe('/student/book-session/c1');
    expect(portalTarget(params('redirect=%2Fpackages%3FcourseId%3Dc2'))).toBe('/packages?courseId=c2');
  });
  it('ignores redirects to another site', () => {
    expect(portalTarget(params('redirect=//evil.example'))).toBe('/student/dashboard');
    expect(portalTarget(params('redirect=/\\evil.example'))).toBe('/student/dashboard');
    expect(portalTarget(params('redirect=https://evil.example'))).toBe('/student/dashboard');
    expect(portalTarget(params('redirect=student/dashboard'))).toBe('/student/dashboard');
  });
  it('defaults to the dashboard', () => {
    expect(portalTarget(params(''))).toBe('/student/dashboard');
    expect(portalTarget(params('redirect='))).toBe('/student/dashboard');
  });
});

describe('signedInTarget', () => {
  it('sends admins and super admins to the admin dashboard, even with a redirect or course', () => {
    expect(signedInTarget(me('admin'), params('courseId=c1'))).toBe('/admin/dashboard');
    expect(signedInTarget(me('super_admin'), params('redirect=/packages'))).toBe('/admin/dashboard');
  });
  it('sends students on by the redirect rule', () => {
    expect(signedInTarget(me('student'), params('redirect=/packages'))).toBe('/packages');
  });
  it('sends tutors to the tutor portal, whatever the redirect says', () => {
    expect(signedInTarget(me('tutor'), params('redirect=/packages'))).toBe('/tutor');
  });
  it('keeps an account without a role on the page', () => {
    expect(signedInTarget(me(null), params('redirect=/packages'))).toBeNull();
  });
});
