import { useEffect } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import type { output } from 'zod';
import { ADMIN_PASSWORD_RULE } from '@app/shared/auth/schemas';
import { tutorCreateSchema, tutorMessages } from '@app/shared/tutors/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useCreateTutor } from '../api/create-tutor';
import { createTutorResolver, emptyTutorForm, tutorServerFields, type TutorFormValues } from '../tutor-form';
import { TutorProfileFields } from './tutor-profile-fields';

/** Add tutor: their account (e-mail, temporary password) and public card. */
export function AddTutorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateTutor();
  const form = useAppForm<TutorFormValues, unknown, output<typeof tutorCreateSchema>>({
    resolver: createTutorResolver,
    defaultValues: emptyTutorForm,
  });

  useEffect(() => {
    if (open) form.reset(emptyTutorForm);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      // No photo is sent as no photo (the API's schema turns '' and a missing one into null).
      await create.mutateAsync({ ...input, photoUrl: input.photoUrl ?? undefined });
      notify.success(tutorMessages.created);
      onClose();
    } catch (error) {
      // 409: the e-mail belongs to another account; said under it, with everything typed kept.
      const taken = error instanceof ApiError && error.status === 409;
      showServerFieldErrors(form, error, {
        title: 'Error',
        fallback: 'Failed to add the tutor',
        fields: tutorServerFields,
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
      title="Add Tutor"
      onSubmit={onSubmit}
      submitLabel="Add Tutor"
      submittingLabel="Adding..."
      submitting={isSubmitting}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField
          label="Email"
          error={errors.email?.message}
          helper="They sign in with it; lessons whose host has this address are theirs"
          required
        >
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField
          label="Temporary password"
          error={errors.password?.message}
          helper={`${ADMIN_PASSWORD_RULE}. Share it with them safely: it works once, then they choose their own.`}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <TutorProfileFields form={form} />
      </Stack>
    </FormDialog>
  );
}
