import { useEffect } from 'react';
import { Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { refundRejectSchema, type RefundRequest } from '@app/shared/refunds/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { useRejectRefund, type RejectRefundInput } from '../api/reject-refund';
import { DecisionError } from './decision-error';
import { RefundSummary, studentLabel } from './refund-summary';

/** Keeps the sessions in the balance; the reason, checked by the API's own schema, is e-mailed to the student. */
export function RejectRefundDialog({ refund, onClose }: { refund: RefundRequest | null; onClose(): void }) {
  const reject = useRejectRefund();
  const { reset } = reject;
  const form = useAppForm<RejectRefundInput, unknown, output<typeof refundRejectSchema>>({
    resolver: zodResolver(refundRejectSchema),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    if (!refund) return;
    form.reset({ reason: '' });
    reset();
  }, [refund, form, reset]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!refund) return;
    try {
      await reject.mutateAsync({ refundId: refund.id, input });
      notify.success('Refund Rejected', `${studentLabel(refund)} is e-mailed the reason; the sessions stay.`);
      onClose();
    } catch (error) {
      // Shown by DecisionError; a message about the reason itself also goes under the field.
      const reason = error instanceof ApiError ? error.fields?.reason : undefined;
      if (reason) form.setError('reason', { message: reason });
    }
  }, toastValidationError);

  const conflict = reject.error instanceof ApiError && reject.error.status === 409;
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={Boolean(refund)}
      onClose={onClose}
      title="Reject Refund"
      onSubmit={onSubmit}
      submitLabel="Reject refund"
      submittingLabel="Rejecting..."
      submitting={isSubmitting}
      submitDisabled={conflict}
      submitColorPalette="red"
    >
      <Stack gap="4">
        {refund && <RefundSummary refund={refund} />}
        <FormField
          label="Reason"
          error={errors.reason?.message}
          helper="The student receives this reason by e-mail; the sessions stay in their balance"
          required
        >
          <Textarea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
        <DecisionError error={reject.error} title="The refund was not rejected" />
      </Stack>
    </FormDialog>
  );
}
