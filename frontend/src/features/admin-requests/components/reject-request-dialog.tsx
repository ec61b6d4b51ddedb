import { useEffect } from 'react';
import { Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import type { AdminPackageRequest } from '@app/shared/admin/requests';
import { rejectRequestSchema, requestMessages, type RejectRequestInput } from '@app/shared/requests/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useRejectRequest } from '../api/reject-request';
import { RequestSummary } from './request-summary';

/** Rejecting needs a reason, which the student is told; Reject stays disabled while it is blank. */
export function RejectRequestDialog({ request, onClose }: { request: AdminPackageRequest | null; onClose(): void }) {
  const reject = useRejectRequest();
  const form = useAppForm<RejectRequestInput, unknown, output<typeof rejectRequestSchema>>({
    resolver: zodResolver(rejectRequestSchema),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');

  useEffect(() => {
    if (request) form.reset({ reason: '' });
  }, [request, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!request) return;
    try {
      await reject.mutateAsync({ requestId: request.id, input });
      notify.success(requestMessages.rejectedTitle, requestMessages.rejectedText);
      onClose();
    } catch (error) {
      // Settled by someone else meanwhile: the toast says why the dialog closed.
      if (error instanceof ApiError && error.status === 409) {
        notify.error('Error', errorMessage(error));
        onClose();
        return;
      }
      showServerError(form, error, { title: 'Error' });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={Boolean(request)}
      onClose={onClose}
      title="Reject Request"
      onSubmit={onSubmit}
      submitLabel="Reject"
      submittingLabel="Rejecting..."
      submitting={isSubmitting}
      submitDisabled={!reason?.trim()}
      submitColorPalette="red"
    >
      <Stack gap="4">
        {request && <RequestSummary request={request} />}
        <FormField
          label="Reason"
          error={errors.reason?.message}
          helper="The student receives this reason by e-mail"
          required
        >
          <Textarea rows={3} maxLength={1000} {...form.register('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
