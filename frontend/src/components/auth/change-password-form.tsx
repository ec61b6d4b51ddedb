import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { accountMessages } from '@app/shared/auth/account-codes';
import { studentMessages } from '@app/shared/students/schemas';
import { NewPasswordFields, withNewPassword } from './new-password-fields';
import { useAuth, WRONG_CURRENT_PASSWORD } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';
import { notify } from '../ui/toaster';

const changePasswordSchema = (forAdmin: boolean) =>
  withNewPassword({ current: z.string().min(1, studentMessages.passwordRequired) }, forAdmin);
type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmPassword: '' };

/** The signed-in person's new password, under their account's rule (the back office's is stricter). */
export function ChangePasswordForm({ forAdmin = false }: { forAdmin?: boolean }) {
  const { changePassword } = useAuth();
  const form = useAppForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(forAdmin)),
    defaultValues: EMPTY,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.current, values.password);
    } catch (error) {
      const wrongCurrent = error instanceof Error && error.message === WRONG_CURRENT_PASSWORD;
      showServerError(form, error, { title: 'Password not changed', field: wrongCurrent ? 'current' : undefined });
      return;
    }
    notify.success(accountMessages.passwordChangedTitle, accountMessages.passwordChangedText);
    form.reset(EMPTY);
  }, toastValidationError);
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <FormField label="Current Password" error={errors.current?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('current')} />
        </FormField>
        <NewPasswordFields register={form.register} errors={errors} forAdmin={forAdmin} />
        <FormAlert title="Password not changed" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Saving...">
          Change Password
        </BusyButton>
      </Stack>
    </form>
  );
}
