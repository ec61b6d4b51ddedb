import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema, type DeleteAccountInput } from '@app/shared/students/my-data';
import { ApiError } from '../../lib/api-client';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';
import { FormDialog } from '../ui/form-dialog';
import { FormField } from '../ui/form-field';

/**
 * Deleting a student's account, confirmed by typing its e-mail address: what goes and what stays
 * is said first. `whose` is "your" for the student, the student's name for the team.
 */
export function DeleteAccountDialog(props: {
  open: boolean;
  onClose(): void;
  whose: string;
  onDelete(input: DeleteAccountInput): Promise<void>;
}) {
  const form = useAppForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirmEmail: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await props.onDelete(values);
    } catch (error) {
      const aboutField = error instanceof ApiError && Boolean(error.fields?.confirmEmail);
      showServerError(form, error, { title: 'Not deleted', field: aboutField ? 'confirmEmail' : undefined });
    }
  }, toastValidationError);
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title="Delete account"
      onSubmit={onSubmit}
      submitLabel="Delete Account"
      submittingLabel="Deleting..."
      submitting={isSubmitting}
      submitColorPalette="red"
      error={errors.root?.server?.message}
      errorTitle="Not deleted"
    >
      <Stack gap="4">
        <Text>
          This deletes {props.whose} account for good, with every learner on it: signing in stops at once, and the
          names, e-mail address, phone number and learning profiles are erased from our records. Records of payments and
          sessions stay in our accounting records, without the names. It cannot be undone.
        </Text>
        <FormField label="Type the account's e-mail address to confirm" error={errors.confirmEmail?.message} required>
          <Input type="email" autoComplete="off" {...form.register('confirmEmail')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
