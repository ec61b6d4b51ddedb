import { useEffect } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { adminUpdateSchema, type AdminAccount, type AdminUpdateInput } from '@app/shared/admin/admins';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useUpdateAdmin } from '../api/update-admin';
import { useAdmins } from '../api/list-admins';
import { useBasedOn } from '../../../lib/use-based-on';
import { RoleSelect } from './role-select';

export function EditAdminDialog({ account, onClose }: { account: AdminAccount | null; onClose(): void }) {
  const update = useUpdateAdmin();
  const latest = useAdmins().data?.find((candidate) => candidate.id === account?.id);
  const basedOn = useBasedOn(account?.id ?? null, account?.version, latest?.version);
  const form = useAppForm<AdminUpdateInput, unknown, output<typeof adminUpdateSchema>>({
    resolver: zodResolver(adminUpdateSchema),
    defaultValues: { name: '', role: 'admin', version: 0 },
  });

  useEffect(() => {
    if (account) form.reset({ name: account.name, role: account.role, version: account.version });
  }, [account, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!account) return;
    try {
      await update.mutateAsync({ adminId: account.id, input: { ...input, version: basedOn.version } });
      notify.success('Admin updated', `${input.name} has been saved.`);
      onClose();
    } catch (error) {
      basedOn.noteFailure(error);
      showServerError(form, error, { title: 'Error', fallback: 'Failed to update admin' });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(account)}
      onClose={onClose}
      title="Edit Admin"
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Email" helper="The e-mail address cannot be changed">
          <Input type="email" value={account?.email ?? ''} readOnly bg="bg.muted" />
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <RoleSelect registration={form.register('role')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
