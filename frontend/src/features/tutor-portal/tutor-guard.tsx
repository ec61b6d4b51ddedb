import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { roleSatisfies, type Me } from '@app/shared/auth/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { useAuth } from '../../lib/auth';
import { TUTOR_LOGIN } from '../../lib/role-home';

/** The tutor portal's guard: tutors only; anyone else (signed out, a student, an admin) → the tutor sign-in. */
export function tutorGuardTarget(me: Me | null): string | null {
  return me && roleSatisfies(me.role, 'tutor') ? null : TUTOR_LOGIN;
}

export function TutorGuard({ children }: { children: (me: Me) => ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <RouteFallback />;
  const me = state.status === 'signedIn' ? state.me : null;
  const target = tutorGuardTarget(me);
  if (target || !me) return <Navigate to={target ?? TUTOR_LOGIN} replace />;
  return <>{children(me)}</>;
}
