import { useEffect } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { addStudentSchema, adminStudentMessages, type AddStudentInput } from '@app/shared/admin/students';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAddStudent } from '../api/add-student';

const empty: AddStudentInput = { fullName: '', email: '', phone: '' };

export function AddStudentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const add = useAddStudent();
  const form = useAppForm<AddStudentInput, unknown, output<typeof addStudentSchema>>({
    resolver: zodResolver(addStudentSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      notify.success(adminStudentMessages.added, adminStudentMessages.addedText);
      onClose();
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409;
      showServerError(form, error, { title: 'Error', field: taken ? 'email' : undefined });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title="Add Student"
      onSubmit={onSubmit}
      submitLabel="Add Student"
      submittingLabel="Adding..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="Full Name" error={errors.fullName?.message} required>
          <Input autoComplete="off" {...form.register('fullName')} />
        </FormField>
        <FormField
          label="Email"
          error={errors.email?.message}
          helper="The invitation with a temporary password goes here"
          required
        >
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Phone (Optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
