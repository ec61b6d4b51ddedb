import { Input, Stack, Text } from '@chakra-ui/react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { Me } from '@app/shared/auth/schemas';
import { useAuth, WRONG_SIGN_IN_CODE } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';

export const appCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows'),
});
type AppCodeValues = z.infer<typeof appCodeSchema>;

/** The second step of signing in with two-factor sign-in: the code the authenticator app shows now. */
export function SignInCodeForm({ onDone }: { onDone(me: Me): void }) {
  const { confirmSignInCode } = useAuth();
  const form = useAppForm<AppCodeValues>({ resolver: zodResolver(appCodeSchema), defaultValues: { code: '' } });
  // It replaces the sign-in form whose button was pressed: focus goes to the code field.
  const codeField = useFocusOnMount(form.register('code'));
  const onSubmit = form.handleSubmit(async (values) => {
    let me: Me;
    try {
      me = await confirmSignInCode(values.code);
    } catch (error) {
      const wrong = error instanceof Error && error.message === WRONG_SIGN_IN_CODE;
      showServerError(form, error, { title: 'Login Failed', field: wrong ? 'code' : undefined });
      return;
    }
    onDone(me);
  }, toastValidationError);
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign-in code">
      <Stack gap="4">
        <Text>Open your authenticator app and enter the 6-digit code it shows for this account.</Text>
        <FormField label="Code" error={errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeField} />
        </FormField>
        <FormAlert title="Login Failed" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Checking...">
          Sign In
        </BusyButton>
      </Stack>
    </form>
  );
}
