import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isAdminRole } from '@app/shared/auth/schemas';
import { useAuth } from '../../lib/auth';

/** Login and Book a Lesson when signed out; Dashboard or Admin, and Logout, when signed in. */
export function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const width = stacked ? 'full' : undefined;

  if (state.status === 'loading') return null;
  if (state.status === 'signedOut') {
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
  const home = isAdminRole(state.me.role)
    ? { label: 'Admin', to: '/admin/dashboard' }
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
