import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';

/** Login and Book a Lesson when signed out (or not known yet); Dashboard or Admin, and Logout, when signed in. */
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
  // isAdminRole's rule (super admins are admins), written out: its module brings the shared zod
  // schemas, which the public header must not load.
  const isAdmin = state.me.role === 'admin' || state.me.role === 'super_admin';
  const home = isAdmin ? { label: 'Admin', to: '/admin/dashboard' } : { label: 'Dashboard', to: '/student/dashboard' };
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
