import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { roleHome, TUTOR_HOME } from '../../lib/role-home';

/**
 * Login and Book a Lesson when signed out (or not known yet); Dashboard, Admin or My lessons (a
 * tutor), and Logout, when signed in.
 */
export function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const width = stacked ? 'full' : undefined;

  // Until the session is known (prerendered HTML, the moment after hydration) the visitor's links
  // show: most visitors have no session, and the header keeps its size either way.
  if (state.status !== 'signedIn') {
    return (
      <>
        <Button asChild variant="ghost" width={width} onClick={onNavigate}>
          <RouterLink to="/student-auth">Login</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" width={width} onClick={onNavigate}>
          <RouterLink to="/intake-form?type=trial">Book a Lesson</RouterLink>
        </Button>
      </>
    );
  }
  // roleHome follows isAdminRole's rule (super admins are admins) without importing it: its module
  // brings the shared zod schemas, which the public header must not load.
  const role = state.me.role;
  const home =
    role === 'admin' || role === 'super_admin'
      ? { label: 'Admin', to: roleHome(role) ?? '/admin/dashboard' }
      : role === 'tutor'
        ? { label: 'My lessons', to: TUTOR_HOME }
        : { label: 'Dashboard', to: '/student/dashboard' };
  return (
    <>
      <Button asChild variant="ghost" width={width} onClick={onNavigate}>
        <RouterLink to={home.to}>{home.label}</RouterLink>
      </Button>
      <Button
        variant="outline"
        width={width}
        onClick={async () => {
          onNavigate?.();
          await signOut();
          navigate('/');
        }}
      >
        Logout
      </Button>
    </>
  );
}
