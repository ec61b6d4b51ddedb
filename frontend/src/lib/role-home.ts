import type { Role } from '@app/shared/auth/schemas';

/** Where the tutor portal starts, and where a tutor signs in. */
export const TUTOR_HOME = '/tutor';
export const TUTOR_LOGIN = '/tutor/login';

/**
 * The start of each role's own area: the back office for admins and super admins, the tutor
 * portal for tutors, the student dashboard for students (null: an account without a role).
 * Written without the shared schemas (a type import only): the public header uses it.
 */
export function roleHome(role: Role | null | undefined): string | null {
  if (role === 'admin' || role === 'super_admin') return '/admin/dashboard';
  if (role === 'tutor') return TUTOR_HOME;
  if (role === 'student') return '/student/dashboard';
  return null;
}
