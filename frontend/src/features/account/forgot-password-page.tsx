import { useState } from 'react';
import { Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod';
import { accountEmailSchema, accountMessages, codeSchema } from '@app/shared/auth/account-codes';
import { NewPasswordFields, withNewPassword } from '../../components/auth/new-password-fields';
import { AuthCard } from '../../components/layout/auth-card';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';
import { usePageTitle } from '../../lib/use-page-title';
import { roleHome, TUTOR_LOGIN } from '../../lib/role-home';
import { useForgotPassword, useResetPassword } from '../../lib/account-codes-api';

type EmailValues = z.infer<typeof accountEmailSchema>;

/** Where the page was opened from: the admin or tutor sign-in (the back office's password rule), else the portal's. */
const FROM = {
  admin: { to: '/admin/login', label: 'Back to Admin Login' },
  tutor: { to: TUTOR_LOGIN, label: 'Back to Tutor Sign-in' },
} as const;

/**
 * /forgot-password (?from=admin from the admin login, ?from=tutor from the tutor sign-in): the
 * address, then the mailed code and a new password (the back office's rule for its accounts and
 * tutors), then signed in. What the first step answers is the same for every address. The reset
 * mail's link adds `email=`, which opens the code step.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password', 'Choose a new password with a code sent to your e-mail.');
  const [params] = useSearchParams();
  const from = params.get('from');
  const staff = from === 'admin' || from === 'tutor' ? FROM[from] : null;
  const forAdmin = staff !== null;
  // The link in a reset mail names the address: its page opens on the code step.
  const [email, setEmail] = useState<string | null>(() => {
    const linked = accountEmailSchema.safeParse({ email: params.get('email') ?? '' });
    return linked.success ? linked.data.email : null;
  });
  const back = staff ?? { to: '/student-auth', label: 'Back to Login' };
  return (
    <AuthCard
      title="Forgot password"
      subtitle={
        email
          ? 'Enter the code we e-mailed you and choose a new password.'
          : 'We will e-mail you a code to choose a new password.'
      }
    >
      <Stack gap="6">
        {email ? (
          <NewPasswordStep email={email} forAdmin={forAdmin} signInPage={back.to} />
        ) : (
          <EmailStep onSent={setEmail} />
        )}
        <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
          <RouterLink to={back.to}>
            <span aria-hidden="true">← </span>
            {back.label}
          </RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent(email: string): void }) {
  const forgot = useForgotPassword();
  const form = useAppForm<EmailValues>({ resolver: zodResolver(accountEmailSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      showServerError(form, error, { title: 'Could not send the code' });
      return;
    }
    notify.success(accountMessages.codeSentTitle, accountMessages.codeSent);
    onSent(values.email);
  }, toastValidationError);
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </FormField>
        <FormAlert title="Could not send the code" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Sending...">
          Send Code
        </BusyButton>
      </Stack>
    </form>
  );
}

const newPasswordSchema = (forAdmin: boolean) => withNewPassword({ code: codeSchema }, forAdmin);
type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

function NewPasswordStep({ email, forAdmin, signInPage }: { email: string; forAdmin: boolean; signInPage: string }) {
  const reset = useResetPassword();
  const forgot = useForgotPassword();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useAppForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(forAdmin)),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ email, code: values.code, password: values.password });
    } catch (error) {
      const field =
        error instanceof ApiError ? (['code', 'password'] as const).find((name) => error.fields?.[name]) : undefined;
      showServerError(form, error, { title: 'Password not changed', field });
      return;
    }
    notify.success(accountMessages.passwordChangedTitle, accountMessages.passwordChangedText);
    try {
      // The reset ended every session begun up to the end of its second: the new one starts after.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const me = await signIn(email, values.password);
      navigate(roleHome(me.role) ?? '/student/dashboard', { replace: true });
    } catch {
      navigate(signInPage, { replace: true });
    }
  }, toastValidationError);
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="4">
        <Text>
          If <strong>{email}</strong> has an account, a 6-digit code is on its way to it.
        </Text>
        <FormField label="Code" error={errors.code?.message} helper="It works for 30 minutes" required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </FormField>
        <NewPasswordFields register={form.register} errors={errors} forAdmin={forAdmin} />
        <FormAlert title="Password not changed" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Saving...">
          Set New Password
        </BusyButton>
        <BusyButton
          variant="ghost"
          busy={forgot.isPending}
          busyText="Sending..."
          onClick={async () => {
            try {
              await forgot.mutateAsync({ email });
            } catch (error) {
              notify.error('Could not send the code', errorMessage(error));
              return;
            }
            notify.success(accountMessages.codeSentTitle, accountMessages.codeSent);
          }}
        >
          Send a new code
        </BusyButton>
      </Stack>
    </form>
  );
}
