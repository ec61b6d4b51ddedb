import { Input, Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import * as z from 'zod';
import { adjustmentSchema, adminStudentMessages, type StudentDetail } from '@app/shared/admin/students';
import { FormField } from '../../../components/ui/form-field';
import { CourseSelectField } from './course-select-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { schemaResolver, typedNumber } from '../../../lib/schema-resolver';
import { sessionCount } from '../../../lib/session-count';
import { useAdjustBalance } from '../api/adjust-balance';
import { useCourseOptions } from '../use-course-options';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';

interface FormValues {
  courseId: string;
  amount: string;
  reason: string;
}

/** The API's schema, with a clearer message while no course is chosen yet. */
const formSchema = adjustmentSchema.extend({
  courseId: z.string().min(1, 'Select a course').pipe(adjustmentSchema.shape.courseId),
});

const resolver = schemaResolver<FormValues, typeof formSchema>(formSchema, (values) => ({
  courseId: values.courseId,
  amount: typedNumber(values.amount),
  reason: values.reason,
}));

const empty: FormValues = { courseId: '', amount: '', reason: '' };

/** Adds or removes sessions by hand, with the reason kept in the ledger. */
export function BalanceAdjustmentForm({ detail }: { detail: StudentDetail }) {
  const courses = useCourseOptions(detail);
  const adjust = useAdjustBalance(detail.profile.id);
  const form = useAppForm<FormValues, unknown, z.output<typeof formSchema>>({ resolver, defaultValues: empty });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await adjust.mutateAsync(input);
      notify.success(adminStudentMessages.adjusted, `${sessionCount(result.sessionsRemaining)} remaining.`);
      form.reset({ ...empty, courseId: input.courseId });
    } catch (error) {
      // Below zero is about the number asked for: said under it. Anything else, above the button.
      const belowZero = error instanceof ApiError && error.status === 409;
      showServerError(form, error, { title: 'Error', field: belowZero ? 'amount' : undefined });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Adjust balance">
      <Stack gap="4">
        <CourseSelectField courses={courses} field={form.register('courseId')} error={errors.courseId?.message} />
        <FormField
          label="Sessions to add or remove"
          error={errors.amount?.message}
          helper="A whole number: 2 adds two sessions, -1 removes one."
          required
        >
          <Input type="number" inputMode="numeric" step="1" min="-100" max="100" {...form.register('amount')} />
        </FormField>
        <FormField label="Reason" error={errors.reason?.message} required>
          <Textarea rows={2} placeholder="e.g. Makeup session for a canceled class" {...form.register('reason')} />
        </FormField>
        <FormAlert title="Error" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Saving...">
          Adjust Balance
        </BusyButton>
      </Stack>
    </form>
  );
}
