import { Input, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { ADMIN_PASSWORD_RULE, adminPasswordSchema, type Me } from '@app/shared/auth/schemas';
import { studentMessages, studentPasswordSchema } from '@app/shared/students/schemas';
import { FormField } from '../ui/form-field';
import { notify } from '../ui/toaster';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';

function newPasswordSchema(forAdmin: boolean) {
  return z
    .object({
      password: forAdmin ? adminPasswordSchema : studentPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((values) => values.password === values.confirmPassword, {
      message: studentMessages.passwordsDontMatch,
      path: ['confirmPassword'],
    });
}
type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

/**
 * First sign-in of an account someone else chose the password for (a student the team invited, an
 * admin a super admin added): the person replaces it with their own, under their account's rule.
 */
export function NewPasswordForm({ forAdmin = false, onDone }: { forAdmin?: boolean; onDone?: (me: Me) => void }) {
  const { completeNewPassword } = useAuth();
  const form = useAppForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(forAdmin)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
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
        <FormField
          label="New Password"
          error={errors.password?.message}
          helper={forAdmin ? ADMIN_PASSWORD_RULE : 'At least 6 characters'}
          keepHelper
          required
        >
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
