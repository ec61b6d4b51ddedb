import { useEffect } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { lessonMessages, lessonTutorSchema, type Lesson } from '@app/shared/lessons/lessons';
import { tutorIdSchema } from '@app/shared/tutors/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useAssignLessonTutor } from '../api/lesson-actions';
import { useTutorOptions } from '../api/lookups';
import { LessonSummary } from './lesson-summary';

/** The API's schema, with a clearer message while no tutor is chosen yet. */
const formSchema = lessonTutorSchema.extend({ tutorId: z.string().min(1, 'Choose a tutor').pipe(tutorIdSchema) });

/** Assign a tutor to a lesson no tutor matched, or change its tutor. */
export function AssignTutorDialog({ lesson, onClose }: { lesson: Lesson | null; onClose(): void }) {
  const assign = useAssignLessonTutor();
  const tutors = useTutorOptions();
  const form = useAppForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { tutorId: '' },
  });

  useEffect(() => {
    if (lesson) form.reset({ tutorId: lesson.tutorId ?? '' });
  }, [lesson, form]);

  const onSubmit = form.handleSubmit(async ({ tutorId }) => {
    if (!lesson) return;
    try {
      const saved = await assign.mutateAsync({ lessonId: lesson.id, tutorId });
      notify.success('Tutor assigned', `${saved.tutorName ?? 'The tutor'} teaches ${lesson.learnerName}'s lesson.`);
      onClose();
    } catch (error) {
      // An inactive or unknown tutor is about the choice: said under it.
      showServerFieldErrors(form, error, { title: 'Error', fields: { tutorId: 'tutorId' }, field: 'tutorId' });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const active = (tutors.data ?? []).filter((tutor) => tutor.status === 'active');
  const changing = Boolean(lesson?.tutorId);
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(lesson)}
      onClose={onClose}
      title={changing ? 'Change Tutor' : 'Assign Tutor'}
      onSubmit={onSubmit}
      submitLabel={changing ? 'Change Tutor' : 'Assign Tutor'}
      submittingLabel="Saving..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        {lesson && <LessonSummary lesson={lesson} />}
        <FormField
          label="Tutor"
          error={errors.tutorId?.message}
          helper={
            tutors.isError
              ? `The tutors could not be loaded: ${errorMessage(tutors.error)}`
              : changing
                ? 'Only active tutors are listed'
                : lessonMessages.needsTutor
          }
          required
        >
          <NativeSelect.Root disabled={tutors.isPending}>
            <NativeSelect.Field {...form.register('tutorId')}>
              <option value="">{tutors.isPending ? 'Loading tutors...' : 'Select a tutor'}</option>
              {active.map((tutor) => (
                <option key={tutor.id} value={tutor.id}>
                  {tutor.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
