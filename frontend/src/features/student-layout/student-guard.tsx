import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { roleSatisfies, type Me } from '@app/shared/auth/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { useAuth } from '../../lib/auth';
import { withRedirect } from '../../lib/redirect-path';
import { TUTOR_HOME } from '../../lib/role-home';

/**
 * The student guard: not signed in → the portal login, back here afterwards; admins and super
 * admins → their dashboard; tutors → the tutor portal; any other account without the student
 * role → the portal login.
 * `here` is the current path and query.
 */
export function studentGuardTarget(me: Me | null, here: string): string | null {
  if (!me) return withRedirect('/student-auth', here);
  if (roleSatisfies(me.role, 'student')) return null;
  if (roleSatisfies(me.role, 'admin')) return '/admin/dashboard';
  if (roleSatisfies(me.role, 'tutor')) return TUTOR_HOME;
  return '/student-auth';
}

/** The layout route of /student/* and /packages: its pages render only for students. */
export function StudentGuard() {
  const { state } = useAuth();
  const { pathname, search } = useLocation();
  if (state.status === 'loading') return <RouteFallback />;
  const target = studentGuardTarget(state.status === 'signedIn' ? state.me : null, pathname + search);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
