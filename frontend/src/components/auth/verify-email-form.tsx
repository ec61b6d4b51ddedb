import { useState } from 'react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { accountMessages, codeSchema } from '@app/shared/auth/account-codes';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';
import { notify } from '../ui/toaster';
import { ApiError, errorMessage } from '../../lib/api-client';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';

const codeFormSchema = z.strictObject({ code: codeSchema });
type CodeFormValues = z.infer<typeof codeFormSchema>;

interface VerifyEmailFormProps {
  email: string;
  /** Sends the code typed (with what else the server needs to know who is verifying). */
  verify(code: string): Promise<unknown>;
  /** Asks for another code (the last one stops working). */
  resend(): Promise<unknown>;
  /** After the server took the code: sign in, or reload the account. */
  onVerified(): Promise<void>;
}

/** The code mailed to `email`, typed back; "Send a new code" asks for another one. */
export function VerifyEmailForm({ email, verify, resend, onVerified }: VerifyEmailFormProps) {
  const [resending, setResending] = useState(false);
  const form = useAppForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  // It replaces the button that was pressed: focus goes to the field to type the code in.
  const codeField = useFocusOnMount(form.register('code'));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify(values.code);
    } catch (error) {
      const aboutCode = error instanceof ApiError && Boolean(error.fields?.code);
      showServerError(form, error, { title: 'Verification failed', field: aboutCode ? 'code' : undefined });
      return;
    }
    notify.success(accountMessages.verifiedTitle, accountMessages.verifiedText);
    try {
      await onVerified();
    } catch (error) {
      showServerError(form, error, { title: 'Verification failed' });
    }
  }, toastValidationError);

  const sendAgain = async () => {
    setResending(true);
    try {
      await resend();
      notify.success(accountMessages.codeSentTitle, accountMessages.verificationCodeSent);
    } catch (error) {
      notify.error(accountMessages.codeSentTitle, errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify your e-mail">
      <Stack gap="4">
        <Text>
          We sent a 6-digit code to <strong>{email}</strong>. Type it here to confirm the address is yours.
        </Text>
        <FormField label="Verification code" error={errors.code?.message} helper="It works for 30 minutes" required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeField} />
        </FormField>
        <FormAlert title="Verification failed" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Checking...">
          Verify
        </BusyButton>
        <BusyButton variant="ghost" onClick={sendAgain} busy={resending} busyText="Sending...">
          Send a new code
        </BusyButton>
      </Stack>
    </form>
  );
}
