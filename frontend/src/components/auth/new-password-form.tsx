import { Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { Me } from '@app/shared/auth/schemas';
import { studentMessages } from '@app/shared/students/schemas';
import { NewPasswordFields, withNewPassword } from './new-password-fields';
import { notify } from '../ui/toaster';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { firstInvalidControl, focusWhenReady } from '../../lib/focus-when-ready';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';

const SAME_AS_GIVEN = 'Choose a password of your own, not the one you were given.';

const newPasswordSchema = (forAdmin: boolean) => withNewPassword({}, forAdmin);
type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

/**
 * First sign-in of an account someone else chose the password for (a student the team invited, an
 * admin a super admin added): the person replaces it with their own, under their account's rule.
 */
export function NewPasswordForm({
  forAdmin = false,
  given,
  onDone,
}: {
  forAdmin?: boolean;
  /** The password the person was given: their own must differ from it. */
  given?: string;
  onDone?: (me: Me) => void;
}) {
  const { completeNewPassword } = useAuth();
  const form = useAppForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(forAdmin)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if (given !== undefined && values.password === given) {
      form.setError('password', { type: 'given', message: SAME_AS_GIVEN });
      focusWhenReady(() => firstInvalidControl(document));
      return;
    }
    let me: Me;
    try {
      me = await completeNewPassword(values.password);
    } catch (error) {
      showServerError(form, error, { title: studentMessages.loginFailedTitle });
      return;
    }
    notify.success(studentMessages.loginSuccessTitle, studentMessages.loginSuccessText);
    onDone?.(me);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose your password">
      <Stack gap="4">
        <Text>Welcome! Choose your own password to finish signing in.</Text>
        <NewPasswordFields register={form.register} errors={errors} forAdmin={forAdmin} />
        <FormAlert title={studentMessages.loginFailedTitle} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Saving...">
          Set Password
        </BusyButton>
      </Stack>
    </form>
  );
}
