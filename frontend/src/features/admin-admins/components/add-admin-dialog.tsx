import { useEffect } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { adminAccountMessages, adminCreateSchema, type AdminCreateInput } from '@app/shared/admin/admins';
import { ADMIN_PASSWORD_RULE } from '@app/shared/auth/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useCreateAdmin } from '../api/create-admin';
import { RoleSelect } from './role-select';

const empty: AdminCreateInput = { name: '', email: '', password: '', role: 'admin' };

export function AddAdminDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateAdmin();
  const form = useAppForm<AdminCreateInput, unknown, output<typeof adminCreateSchema>>({
    resolver: zodResolver(adminCreateSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      notify.success('Admin created', `${created.name} can now sign in.`);
      onClose();
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409;
      showServerError(form, error, {
        title: 'Error',
        fallback: adminAccountMessages.createFailed,
        field: taken ? 'email' : undefined,
      });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title="Add Admin"
      onSubmit={onSubmit}
      submitLabel="Add Admin"
      submittingLabel="Adding..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          helper={`${ADMIN_PASSWORD_RULE}. Share it with them safely: it works once, then they choose their own.`}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <RoleSelect registration={form.register('role')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
