import { useEffect, useState } from 'react';
import { NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import type { AdminPackageRequest } from '@app/shared/admin/requests';
import { requestMessages } from '@app/shared/requests/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { usePublishedCourseOptions } from '../../../lib/admin-queries';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { useApproveRequest } from '../api/approve-request';
import { RequestSummary } from './request-summary';

interface FormValues {
  notes: string;
  message: string;
  courseId: string;
}

/** Approving adds the sessions; a request without a course needs one chosen here. */
export function ApproveRequestDialog({ request, onClose }: { request: AdminPackageRequest | null; onClose(): void }) {
  const approve = useApproveRequest();
  /** Set when the server asks for a course the list did not know was missing. */
  const [courseAsked, setCourseAsked] = useState(false);
  const needsCourse = Boolean(request) && (!request?.courseId || courseAsked);
  const courses = usePublishedCourseOptions(needsCourse);
  const form = useAppForm<FormValues>({ defaultValues: { notes: '', message: '', courseId: '' } });

  useEffect(() => {
    if (request) {
      form.reset({ notes: '', message: '', courseId: '' });
      setCourseAsked(false);
    }
  }, [request, form]);

  const onSubmit = form.handleSubmit(async ({ notes, message, courseId }) => {
    if (!request) return;
    if (needsCourse && !courseId) {
      showServerError(form, new Error(requestMessages.courseRequired), { title: 'Error', field: 'courseId' });
      return;
    }
    try {
      await approve.mutateAsync({
        requestId: request.id,
        input: {
          notes: notes.trim() || undefined,
          message: message.trim() || undefined,
          courseId: needsCourse ? courseId : undefined,
        },
      });
      notify.success(requestMessages.approvedTitle, requestMessages.approvedText);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === requestMessages.courseRequired) {
        setCourseAsked(true);
        showServerError(form, error, { title: 'Error', field: 'courseId' });
        return;
      }
      // Handled by someone else meanwhile: the refreshed list shows it, so the dialog has nothing left
      // to do and the toast says why it closed.
      if (error instanceof ApiError && error.status === 409) {
        notify.error('Error', errorMessage(error));
        onClose();
        return;
      }
      showServerError(form, error, { title: 'Error' });
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(request)}
      onClose={onClose}
      title="Approve Request"
      onSubmit={onSubmit}
      submitLabel="Approve"
      submittingLabel="Approving..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        {request && <RequestSummary request={request} />}
        {needsCourse && (
          <FormField
            label="Course"
            error={errors.courseId?.message}
            helper={courses.isError ? `The courses could not be loaded: ${errorMessage(courses.error)}` : undefined}
            required
          >
            <NativeSelect.Root disabled={courses.isPending}>
              <NativeSelect.Field {...form.register('courseId')}>
                <option value="">{courses.isPending ? 'Loading courses...' : 'Select a course'}</option>
                {courses.data?.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label="Internal Notes (Optional)" helper={requestMessages.internalNotesHelp}>
          <Textarea rows={2} maxLength={1000} dir="auto" {...form.register('notes')} />
        </FormField>
        <FormField label="Message to the Student (Optional)" helper={requestMessages.studentMessageHelp}>
          <Textarea rows={2} maxLength={1000} dir="auto" {...form.register('message')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
