import { useRef } from 'react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { adminLoginSchema, authMessages, isAdminRole, type AdminLoginInput } from '@app/shared/auth/schemas';
import { FormField } from '../../components/ui/form-field';
import { RouteFallback } from '../../components/layout/route-fallback';
import { notify, toaster } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toastValidationError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/layout/auth-card';
import { useSetupStatus } from './api/setup';

export function LoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const { signIn, state } = useAuth();
  const setup = useSetupStatus();
  /** The last failure's toast: the next attempt replaces it, a success clears it. */
  const failureToast = useRef<string | undefined>(undefined);
  const clearFailure = () => {
    if (failureToast.current) toaster.dismiss(failureToast.current);
    failureToast.current = undefined;
  };
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    let role;
    try {
      role = (await signIn(values.email, values.password)).role;
    } catch (error) {
      clearFailure();
      failureToast.current = notify.error('Login Failed', errorMessage(error));
      return;
    }
    clearFailure();
    if (isAdminRole(role)) {
      notify.success('Welcome back!', 'Redirecting...');
      navigate('/admin/dashboard', { replace: true });
    } else {
      notify.error('Access Denied', authMessages.accessDenied);
      navigate('/', { replace: true });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  if (state.status === 'loading') return <RouteFallback />;
  // Already signed in as an admin (and not in the middle of signing in here): straight to the back office.
  if (state.status === 'signedIn' && isAdminRole(state.me.role) && !isSubmitting) {
    return <Navigate to="/admin/dashboard" replace />;
  }
  return (
    <AuthCard title="Admin Login" subtitle="Sign in to the back office.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="username" {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
            Sign In
          </Button>
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
