import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { roleSatisfies, type Me } from '@app/shared/auth/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { useAuth } from '../../lib/auth';
import { TUTOR_HOME } from '../../lib/role-home';

export type AdminRequirement = 'admin' | 'super_admin';

/**
 * Spec §6: not signed in or no role → /admin/login; a tutor → the tutor portal; another wrong
 * role → /; super_admin passes admin.
 */
export function adminGuardTarget(me: Me | null, required: AdminRequirement): string | null {
  if (!me || !me.role) return '/admin/login';
  if (roleSatisfies(me.role, required)) return null;
  return me.role === 'tutor' ? TUTOR_HOME : '/';
}

export function AdminGuard({ required, children }: { required: AdminRequirement; children: (me: Me) => ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <RouteFallback />;
  const me = state.status === 'signedIn' ? state.me : null;
  const target = adminGuardTarget(me, required);
  if (target || !me) return <Navigate to={target ?? '/admin/login'} replace />;
  return <>{children(me)}</>;
}

/** A route group only super admins may open (the Admins page); others are sent home. */
export function SuperAdminOutlet() {
  return <AdminGuard required="super_admin">{() => <Outlet />}</AdminGuard>;
}
