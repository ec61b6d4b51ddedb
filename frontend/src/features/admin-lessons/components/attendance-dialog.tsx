import { useEffect } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type * as z from 'zod';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_OUTCOMES,
  attendanceSchema,
  lessonMessages,
  type Lesson,
} from '@app/shared/lessons/lessons';
import { RadioField } from '../../../components/ui/choice-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notify } from '../../../components/ui/toaster';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useRecordAttendance } from '../api/lesson-actions';
import { LessonSummary } from './lesson-summary';

type AttendanceValues = z.input<typeof attendanceSchema>;

const outcomes = ATTENDANCE_OUTCOMES.map((value) => ({ value, label: ATTENDANCE_LABELS[value] }));

/** Mark attendance: attended, learner did not come (the session stays used) or tutor absent (it returns). */
export function AttendanceDialog({ lesson, onClose }: { lesson: Lesson | null; onClose(): void }) {
  const record = useRecordAttendance();
  const form = useAppForm<AttendanceValues, unknown, z.output<typeof attendanceSchema>>({
    resolver: zodResolver(attendanceSchema),
    defaultValues: {},
  });

  useEffect(() => {
    if (lesson) form.reset(lesson.attendance ? { outcome: lesson.attendance } : {});
  }, [lesson, form]);

  const onSubmit = form.handleSubmit(async ({ outcome }) => {
    if (!lesson) return;
    try {
      await record.mutateAsync({ lessonId: lesson.id, outcome });
      notify.success(lessonMessages.recorded, `${lesson.learnerName}: ${ATTENDANCE_LABELS[outcome]}`);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, { title: 'Error', fields: { outcome: 'outcome' } });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(lesson)}
      onClose={onClose}
      title="Mark Attendance"
      onSubmit={onSubmit}
      submitLabel="Record Attendance"
      submittingLabel="Recording..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        {lesson && <LessonSummary lesson={lesson} />}
        <Controller
          control={form.control}
          name="outcome"
          render={({ field }) => (
            <RadioField
              legend="What happened"
              name={field.name}
              options={outcomes}
              value={field.value}
              onChange={field.onChange}
              error={errors.outcome?.message}
              required
            />
          )}
        />
        <Text fontSize="sm" color="fg.muted">
          Attended, or the learner did not come: the session counts as used. Tutor absent or cancelled: the session
          returns to the learner&apos;s balance, and this attendance can no longer change.
        </Text>
      </Stack>
    </FormDialog>
  );
}
