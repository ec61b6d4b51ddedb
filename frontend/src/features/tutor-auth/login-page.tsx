import { useState } from 'react';
import { Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { adminLoginSchema, type AdminLoginInput, type Me } from '@app/shared/auth/schemas';
import { NewPasswordForm } from '../../components/auth/new-password-form';
import { SignInCodeForm } from '../../components/auth/sign-in-code-form';
import { AuthCard } from '../../components/layout/auth-card';
import { RouteFallback } from '../../components/layout/route-fallback';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { NewPasswordRequired, SignInCodeRequired, useAuth, WRONG_CREDENTIALS } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { roleHome, TUTOR_HOME } from '../../lib/role-home';
import { useAppForm } from '../../lib/use-app-form';
import { usePageTitle } from '../../lib/use-page-title';

const TITLE = 'Tutor Sign-in';
const FAILED = 'Sign-in Failed';
const NOT_A_TUTOR = 'This account has no access to the tutor portal. Please contact the school.';

/**
 * /tutor/login: a tutor's account, made by the team with a temporary password, signs in here (its
 * first sign-in chooses its own password, under the back office's rule). A tutor lands on /tutor;
 * an admin or a student who signs in here is sent to their own area rather than refused.
 */
export function TutorLoginPage() {
  usePageTitle(TITLE, 'Sign in to see your lessons, record attendance and write lesson notes.');
  const navigate = useNavigate();
  const { signIn, signOut, state } = useAuth();
  const [choosingPassword, setChoosingPassword] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const form = useAppForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  /** Where the signed-in account goes; `greet`: the new-password step has already welcomed them. */
  async function enter(me: Me, greet = true) {
    const home = roleHome(me.role);
    if (!home) {
      await signOut().catch(() => undefined);
      notify.error('Access Denied', NOT_A_TUTOR);
      return;
    }
    if (greet) notify.success('Welcome back!', me.role === 'tutor' ? undefined : 'This account opens its own area.');
    navigate(home, { replace: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    let me: Me;
    try {
      me = await signIn(values.email, values.password);
    } catch (error) {
      // An account the team made: its first sign-in chooses its own password.
      if (error instanceof NewPasswordRequired) {
        setChoosingPassword(true);
        return;
      }
      if (error instanceof SignInCodeRequired) {
        setAskingCode(true);
        return;
      }
      // A refused pair is said under the password (the field to try again), any other failure above the button.
      const refused = error instanceof Error && error.message === WRONG_CREDENTIALS;
      showServerError(form, error, { title: FAILED, field: refused ? 'password' : undefined });
      return;
    }
    await enter(me);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  if (state.status === 'loading') return <RouteFallback />;
  // Already signed in as a tutor (and not in the middle of signing in here): straight to the portal.
  if (state.status === 'signedIn' && state.me.role === 'tutor' && !isSubmitting && !choosingPassword && !askingCode) {
    return <Navigate to={TUTOR_HOME} replace />;
  }
  if (askingCode) {
    return (
      <AuthCard title={TITLE} subtitle="Two-factor sign-in">
        <SignInCodeForm onDone={(me) => void enter(me)} />
      </AuthCard>
    );
  }
  if (choosingPassword) {
    return (
      <AuthCard title={TITLE} subtitle="Choose your own password: the one you were given works only once.">
        <NewPasswordForm forAdmin given={form.getValues('password')} onDone={(me) => void enter(me, false)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE} subtitle="Sign in to see your lessons and write lesson notes.">
      <form onSubmit={onSubmit} noValidate aria-label="Tutor sign-in">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="username" {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <FormAlert title={FAILED} message={errors.root?.server?.message} />
          <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Signing in...">
            Sign In
          </BusyButton>
          <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
            <RouterLink to="/forgot-password?from=tutor">Forgot password?</RouterLink>
          </Link>
          <Text fontSize="sm" textAlign="center" color="fg.muted">
            Student or parent?{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/student-auth">Log in to the Student Portal</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
