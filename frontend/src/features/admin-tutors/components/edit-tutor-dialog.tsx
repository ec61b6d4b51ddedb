import { useEffect } from 'react';
import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { output } from 'zod';
import { TUTOR_STATUSES, tutorUpdateSchema, type TutorAccount } from '@app/shared/tutors/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useBasedOn } from '../../../lib/use-based-on';
import { useTutors } from '../api/list-tutors';
import { useUpdateTutor } from '../api/update-tutor';
import { STATUS_LABELS } from '../tutor-labels';
import {
  emptyTutorForm,
  formFromTutor,
  tutorServerFields,
  updateTutorResolver,
  type TutorFormValues,
} from '../tutor-form';
import { TutorProfileFields } from './tutor-profile-fields';

/**
 * Edit a tutor's card and status. The save names the version the edit began from: if a colleague
 * saved meanwhile, the server refuses it (409), the dialog keeps what was typed and says so, and
 * a second save, made knowingly, replaces the colleague's change.
 */
export function EditTutorDialog({ tutor, onClose }: { tutor: TutorAccount | null; onClose(): void }) {
  const update = useUpdateTutor();
  const latest = useTutors().data?.find((candidate) => candidate.id === tutor?.id);
  const basedOn = useBasedOn(tutor?.id ?? null, tutor?.version, latest?.version);
  const form = useAppForm<TutorFormValues, unknown, output<typeof tutorUpdateSchema>>({
    resolver: updateTutorResolver,
    defaultValues: emptyTutorForm,
  });

  useEffect(() => {
    if (tutor) form.reset(formFromTutor(tutor));
  }, [tutor, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!tutor) return;
    try {
      await update.mutateAsync({
        tutorId: tutor.id,
        input: { ...input, photoUrl: input.photoUrl ?? undefined, version: basedOn.version },
      });
      notify.success('Tutor updated', `${input.name} has been saved.`);
      onClose();
    } catch (error) {
      basedOn.noteFailure(error);
      showServerFieldErrors(form, error, {
        title: 'Error',
        fallback: 'Failed to update the tutor',
        fields: tutorServerFields,
      });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(tutor)}
      onClose={onClose}
      title="Edit Tutor"
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      submitting={isSubmitting}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Email" helper="The e-mail address cannot be changed: it matches lessons to the tutor">
          <Input type="email" value={tutor?.email ?? ''} readOnly bg="bg.muted" />
        </FormField>
        <FormField
          label="Status"
          error={errors.status?.message}
          helper="An inactive tutor gets no new lessons and is not shown on the About page"
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              {TUTOR_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <TutorProfileFields form={form} />
      </Stack>
    </FormDialog>
  );
}
