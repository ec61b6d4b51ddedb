import { roleSatisfies, type Me } from '@app/shared/auth/schemas';
import { safeRedirectPath } from '../../lib/redirect-path';
import { TUTOR_HOME } from '../../lib/role-home';

export const PORTAL_HOME = '/student/dashboard';

/**
 * Where a student goes after logging in or signing up (from /student-auth): a course they were
 * buying sessions for wins, then a same-site `redirect`, then the dashboard.
 */
export function portalTarget(params: URLSearchParams): string {
  const courseId = params.get('courseId');
  if (courseId) return `/packages?courseId=${encodeURIComponent(courseId)}`;
  return safeRedirectPath(params.get('redirect'), PORTAL_HOME);
}

/**
 * Where a signed-in account leaves this page for: admins to their dashboard, tutors to the tutor
 * portal, students as above. Null for an account with no role, which stays here (sending it on
 * would come straight back).
 */
export function signedInTarget(me: Me, params: URLSearchParams): string | null {
  if (roleSatisfies(me.role, 'admin')) return '/admin/dashboard';
  if (roleSatisfies(me.role, 'tutor')) return TUTOR_HOME;
  if (roleSatisfies(me.role, 'student')) return portalTarget(params);
  return null;
}
