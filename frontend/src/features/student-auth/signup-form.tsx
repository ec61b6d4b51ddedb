import { useRef, useState } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { signupFormSchema, studentMessages, type SignupFormValues } from '@app/shared/students/schemas';
import { FormField } from '../../components/ui/form-field';
import { Honeypot } from '../../components/ui/honeypot';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api-client';
import { VerifyEmailForm } from '../../components/auth/verify-email-form';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { readSavedIntake } from '../../lib/saved-intake';
import { useSignUp } from './api/sign-up';
import { useSendVerificationCode, useVerifyEmail } from '../../lib/account-codes-api';
import { isChildIntake, signupIntake } from './signup-intake';
import { BusyButton } from '../../components/ui/busy-button';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormAlert } from '../../components/ui/form-alert';

type SignupData = z.output<typeof signupFormSchema>;

/** Someone who just filled in the public intake form should not type their name and e-mail twice. */
function signupDefaults(): SignupFormValues {
  const saved = readSavedIntake();
  return {
    // A child's intake carries the child's name: the account is the parent's, under their own.
    fullName: isChildIntake(saved) ? '' : (saved?.fullName ?? ''),
    email: saved?.email ?? '',
    phone: saved?.phone ?? '',
    password: '',
    confirmPassword: '',
  };
}

/**
 * The Sign Up tab: sends the sign-up (with the answers of the public intake form, when this
 * browser kept them); the account is made when the mailed code comes back with the password typed
 * here (kept in memory only), then it signs in with the same e-mail and password.
 * `onCreatedNotSignedIn` hands the e-mail to the Login tab when that automatic sign-in fails.
 */
export function SignupForm({ onCreatedNotSignedIn }: { onCreatedNotSignedIn(email: string): void }) {
  const { signIn } = useAuth();
  const signUp = useSignUp();
  const verifyEmail = useVerifyEmail();
  const sendCode = useSendVerificationCode();
  const honeypot = useRef<HTMLInputElement>(null);
  const [defaults] = useState(signupDefaults);
  const [child] = useState(() => {
    const saved = readSavedIntake();
    return isChildIntake(saved) ? saved!.fullName.trim() : null;
  });
  const form = useAppForm<SignupFormValues, unknown, SignupData>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: defaults,
  });

  // After a sign-up: the address and password, until the mailed code comes back (never stored).
  const [awaiting, setAwaiting] = useState<{ email: string; password: string } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        password: values.password,
        intake: signupIntake(readSavedIntake(), values.fullName),
        website: honeypot.current?.value || undefined,
      });
    } catch (error) {
      showServerError(form, error, { title: studentMessages.signupFailedTitle });
      return;
    }
    // The same answer whether the address was new or already had an account: only its owner,
    // reading the mail, learns which (a code, or a note to sign in or reset the password).
    notify.success(studentMessages.signupSuccessTitle, studentMessages.signupSuccessText);
    setAwaiting({ email: values.email, password: values.password });
  }, toastValidationError);

  if (awaiting) {
    return (
      <VerifyEmailForm
        email={awaiting.email}
        verify={(code) => verifyEmail.mutateAsync({ email: awaiting.email, code, password: awaiting.password })}
        resend={() => sendCode.mutateAsync({ email: awaiting.email })}
        onVerified={async () => {
          try {
            await signIn(awaiting.email, awaiting.password);
          } catch (error) {
            notify.error(studentMessages.loginFailedTitle, errorMessage(error));
            onCreatedNotSignedIn(awaiting.email);
          }
        }}
      />
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign Up">
      <Stack gap="4" position="relative">
        <ErrorSummary errors={errors} />
        <FormField
          label="Full Name"
          error={errors.fullName?.message}
          helper={
            child
              ? `Signing up for ${child}? Enter your own name: you hold the account, and ${child}'s answers become their learner profile.`
              : undefined
          }
          required
        >
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone (Optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} helper="At least 6 characters" required>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Honeypot ref={honeypot} />
        <FormAlert title={studentMessages.signupFailedTitle} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Creating account...">
          Create Account
        </BusyButton>
        <PrivacyNote />
      </Stack>
    </form>
  );
}
