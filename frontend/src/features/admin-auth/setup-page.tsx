import { useEffect, useState } from 'react';
import { Center, Input, Spinner, Stack } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PASSWORD_RULE, setupSchema, type SetupInput } from '@app/shared/auth/schemas';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-client';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { createSuperAdmin, getSetupStatus } from './api/setup';
import { AuthCard } from '../../components/layout/auth-card';

export const SETUP_REDIRECT_DELAY_MS = 1500;

export function SetupPage() {
  usePageTitle('Admin Setup');
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [checking, setChecking] = useState(true);
  const [done, setDone] = useState(false);
  // Asked only where the server requires the deployment's one-time code (not on the local stack).
  const [codeRequired, setCodeRequired] = useState(false);
  const form = useAppForm<SetupInput>({
    resolver: zodResolver(setupSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await signOut().catch(() => {});
      try {
        const status = await getSetupStatus();
        if (!cancelled && !status.open) return navigate('/admin/login', { replace: true });
        if (!cancelled) setCodeRequired(status.codeRequired);
      } catch {
        // The spec: if the check itself fails, show the form anyway; the server still refuses a second setup.
      }
      if (!cancelled) setChecking(false);
    })();
    return () => {
      cancelled = true;
    };
    // Run once on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/admin/login'), SETUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await createSuperAdmin(values);
      if (!created?.userId) throw new Error('Failed to create user');
      notify.success('Success!', 'Super admin account created successfully. Redirecting to login...');
      setDone(true);
    } catch (error) {
      // The status check may have failed: a server that wants the code says so here.
      const codeRefused = error instanceof ApiError && Boolean(error.fields?.setupCode);
      if (codeRefused) setCodeRequired(true);
      showServerError(form, error, {
        title: 'Setup Failed',
        field: codeRefused ? 'setupCode' : undefined,
      });
    }
  }, toastValidationError);

  if (checking) {
    return (
      <Center minH="100vh" role="status" aria-busy="true" aria-label="Checking setup">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title="Admin Setup" subtitle="Create the first super admin account for your academy.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Full Name" error={errors.fullName?.message} required>
            <Input autoComplete="name" {...form.register('fullName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} helper={ADMIN_PASSWORD_RULE} required>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          {codeRequired && (
            <FormField
              label="Setup Code"
              error={errors.setupCode?.message}
              helper="The one-time code created with this deployment (its SetupCodeCommand output prints it)."
              required
            >
              <Input autoComplete="one-time-code" spellCheck={false} {...form.register('setupCode')} />
            </FormField>
          )}
          <FormAlert title="Setup Failed" message={errors.root?.server?.message} />
          <BusyButton type="submit" colorPalette="brand" busy={isSubmitting || done} busyText="Creating account...">
            Create Super Admin
          </BusyButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
