import { Input, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { studentMessages } from '@app/shared/students/schemas';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';

const newPasswordSchema = z
  .object({
    password: z.string().min(6, studentMessages.passwordMin).max(256, studentMessages.passwordMax),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: studentMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** First sign-in of an account the team made: the temporary password is replaced by the person's own. */
export function NewPasswordForm() {
  const { completeNewPassword } = useAuth();
  const form = useAppForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await completeNewPassword(values.password);
    } catch (error) {
      showServerError(form, error, { title: studentMessages.loginFailedTitle });
      return;
    }
    notify.success(studentMessages.loginSuccessTitle, studentMessages.loginSuccessText);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose your password">
      <Stack gap="4">
        <Text>Welcome! Choose your own password to finish signing in.</Text>
        <FormField label="New Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <FormAlert title={studentMessages.loginFailedTitle} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Saving...">
          Set Password
        </BusyButton>
      </Stack>
    </form>
  );
}
