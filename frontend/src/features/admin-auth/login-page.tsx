import { Input, Link, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { adminLoginSchema, authMessages, isAdminRole, type AdminLoginInput, type Role } from '@app/shared/auth/schemas';
import { FormField } from '../../components/ui/form-field';
import { RouteFallback } from '../../components/layout/route-fallback';
import { notify } from '../../components/ui/toaster';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';
import { NewPasswordRequired, SignInCodeRequired, useAuth, WRONG_CREDENTIALS } from '../../lib/auth';
import { SignInCodeForm } from '../../components/auth/sign-in-code-form';
import { NewPasswordForm } from '../../components/auth/new-password-form';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/layout/auth-card';
import { TUTOR_HOME } from '../../lib/role-home';
import { useSetupStatus } from './api/setup';

const TUTOR_PORTAL_NOTE = 'Your lessons are in the tutor portal. Next time, sign in at /tutor/login.';

export function LoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const { signIn, state } = useAuth();
  const setup = useSetupStatus();
  const [choosingPassword, setChoosingPassword] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const form = useAppForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    let role;
    try {
      role = (await signIn(values.email, values.password)).role;
    } catch (error) {
      // An account a super admin made: its first sign-in chooses its own password.
      if (error instanceof NewPasswordRequired) {
        setChoosingPassword(true);
        return;
      }
      // Two-factor sign-in: the authenticator app's code comes next.
      if (error instanceof SignInCodeRequired) {
        setAskingCode(true);
        return;
      }
      // Kept on the page and focused; the next attempt replaces it, a success clears it.
      // A refused pair is said under the password (the field to try again), any other failure above the button.
      const refused = error instanceof Error && error.message === WRONG_CREDENTIALS;
      showServerError(form, error, { title: 'Login Failed', field: refused ? 'password' : undefined });
      return;
    }
    enter(role);
  }, toastValidationError);

  function enter(role: Role | null) {
    if (isAdminRole(role)) {
      notify.success('Welcome back!', 'Redirecting...');
      navigate('/admin/dashboard', { replace: true });
    } else if (role === 'tutor') {
      // A tutor's account opens the tutor portal, not the back office.
      notify.success('Welcome back!', TUTOR_PORTAL_NOTE);
      navigate(TUTOR_HOME, { replace: true });
    } else {
      notify.error('Access Denied', authMessages.accessDenied);
      navigate('/', { replace: true });
    }
  }

  const { errors, isSubmitting } = form.formState;
  if (state.status === 'loading') return <RouteFallback />;
  // Already signed in as an admin (and not in the middle of signing in here): straight to the back office.
  if (state.status === 'signedIn' && isAdminRole(state.me.role) && !isSubmitting && !choosingPassword && !askingCode) {
    return <Navigate to="/admin/dashboard" replace />;
  }
  if (askingCode) {
    return (
      <AuthCard title="Admin Login" subtitle="Two-factor sign-in">
        <SignInCodeForm onDone={(me) => enter(me.role)} />
      </AuthCard>
    );
  }
  if (choosingPassword) {
    return (
      <AuthCard title="Admin Login" subtitle="Choose your own password: the one you were given works only once.">
        <NewPasswordForm forAdmin given={form.getValues('password')} onDone={(me) => enter(me.role)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Admin Login" subtitle="Sign in to the back office.">
      <form onSubmit={onSubmit} noValidate aria-label="Admin login">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="username" {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <FormAlert title="Login Failed" message={errors.root?.server?.message} />
          <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Signing in...">
            Sign In
          </BusyButton>
          <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
            <RouterLink to="/forgot-password?from=admin">Forgot password?</RouterLink>
          </Link>
          {setup.data?.open && (
            <Text fontSize="sm" textAlign="center" color="fg.muted">
              First time here?{' '}
              <Link asChild color="brand.fg">
                <RouterLink to="/admin/setup">Set up the first admin account</RouterLink>
              </Link>
            </Text>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
