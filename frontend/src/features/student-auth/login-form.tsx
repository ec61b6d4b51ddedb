import { useEffect, useState } from 'react';
import { Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { studentLoginSchema, studentMessages, type StudentLoginInput } from '@app/shared/students/schemas';
import { FormField } from '../../components/ui/form-field';
import { NewPasswordForm } from '../../components/auth/new-password-form';
import { notify } from '../../components/ui/toaster';
import { NewPasswordRequired, SignInCodeRequired, useAuth, WRONG_CREDENTIALS } from '../../lib/auth';
import { SignInCodeForm } from '../../components/auth/sign-in-code-form';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { roleHome } from '../../lib/role-home';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';

const NO_PORTAL_ACCESS = 'This account cannot use the student portal. Please contact us.';

/** The Login tab. Where the student goes next is the page's business: it follows the signed-in state. */
export function LoginForm({ email }: { email?: string }) {
  const { signIn, signOut } = useAuth();
  const [choosingPassword, setChoosingPassword] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const form = useAppForm<StudentLoginInput>({
    resolver: zodResolver(studentLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  // After a sign-up whose automatic sign-in failed, the new address is filled in here.
  useEffect(() => {
    if (email) form.setValue('email', email);
  }, [email, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await signIn(values.email, values.password);
      // Admins and tutors are sent on to their own area by the page (signedInTarget).
      if (!roleHome(me.role)) {
        await signOut();
        throw new Error(NO_PORTAL_ACCESS);
      }
    } catch (error) {
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
      showServerError(form, error, {
        title: studentMessages.loginFailedTitle,
        field: refused ? 'password' : undefined,
      });
      return;
    }
    notify.success(studentMessages.loginSuccessTitle, studentMessages.loginSuccessText);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  if (choosingPassword) return <NewPasswordForm given={form.getValues('password')} />;
  // Signed in once the code is right: the page follows the signed-in state.
  if (askingCode) return <SignInCodeForm onDone={() => undefined} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormAlert title={studentMessages.loginFailedTitle} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Signing in...">
          Login
        </BusyButton>
        <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
          <RouterLink to="/forgot-password">Forgot password?</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
