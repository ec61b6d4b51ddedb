import { Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

/** A request refused because the session no longer carries the access it needs (role changed, signed out elsewhere). */
export function needsSignInAgain(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * What a refused session offers instead of "Try again" (which would be refused again): sign out
 * and go to the login of this part of the site, coming back here afterwards.
 */
export function SignInAgainButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  const login = pathname.startsWith('/admin') ? '/admin/login' : `/student-auth?redirect=${back}`;
  return (
    <Button
      size="sm"
      colorPalette="brand"
      onClick={() => {
        void signOut().finally(() => navigate(login));
      }}
    >
      Sign in again
    </Button>
  );
}
