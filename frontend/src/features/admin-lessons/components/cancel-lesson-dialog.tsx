import { useEffect } from 'react';
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { lessonMessages, schoolCancelSchema, type Lesson } from '@app/shared/lessons/lessons';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useCancelLesson } from '../api/lesson-actions';
import { LessonSummary } from './lesson-summary';

const REASON_MAX = 500;

/** The school cancels a lesson: the session returns to the learner, who is e-mailed the reason. */
export function CancelLessonDialog({ lesson, onClose }: { lesson: Lesson | null; onClose(): void }) {
  const cancel = useCancelLesson();
  const form = useAppForm<z.input<typeof schoolCancelSchema>, unknown, z.output<typeof schoolCancelSchema>>({
    resolver: zodResolver(schoolCancelSchema),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    if (lesson) form.reset({ reason: '' });
  }, [lesson, form]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!lesson) return;
    try {
      await cancel.mutateAsync({ lessonId: lesson.id, reason });
      notify.success(lessonMessages.canceledBySchool);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, { title: 'The lesson was not cancelled', fields: { reason: 'reason' } });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const length = form.watch('reason')?.length ?? 0;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      errorTitle="The lesson was not cancelled"
      open={Boolean(lesson)}
      onClose={onClose}
      title="Cancel Lesson for the School"
      onSubmit={onSubmit}
      submitLabel="Cancel Lesson"
      submittingLabel="Cancelling..."
      submitting={isSubmitting}
      submitColorPalette="red"
    >
      <Stack gap="4">
        {lesson && <LessonSummary lesson={lesson} />}
        <Text>
          The session returns to the learner&apos;s balance, and the learner is e-mailed that the school cancelled the
          lesson, with the reason below. This cannot be undone.
        </Text>
        <FormField
          label="Reason"
          error={errors.reason?.message}
          helper={`The learner reads it in the e-mail. ${length}/${REASON_MAX} characters`}
          required
        >
          <Textarea rows={3} maxLength={REASON_MAX} {...form.register('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
