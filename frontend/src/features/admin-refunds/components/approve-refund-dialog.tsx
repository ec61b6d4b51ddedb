import { useEffect, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { refundMessages, type RefundRequest } from '@app/shared/refunds/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';
import { useApproveRefund } from '../api/approve-refund';
import { DecisionError } from './decision-error';
import { BalanceChange, RefundDetails, studentLabel } from './refund-summary';

interface Props {
  refund: RefundRequest | null;
  onClose(): void;
  /** The balance no longer holds the sessions: the request can only be rejected now. */
  onRejectInstead(refund: RefundRequest): void;
}

/** Confirms what approving does before the sessions leave the balance; a refusal is shown in place. */
export function ApproveRefundDialog({ refund, onClose, onRejectInstead }: Props) {
  const approve = useApproveRefund();
  const { reset } = approve;

  useEffect(() => {
    if (refund) reset();
  }, [refund, reset]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!refund) return;
    approve.mutate(refund.id, {
      onSuccess: () => {
        notify.success(
          'Refund Approved',
          `${sessionCount(refund.sessions)} left ${studentLabel(refund)}'s balance. Send ${formatUsd(refund.amountUsd)} back the way they paid.`,
        );
        onClose();
      },
    });
  }

  // Either already decided or no longer covered by the balance: approving again cannot work.
  const conflict = approve.error instanceof ApiError && approve.error.status === 409;
  const notEnoughLeft = conflict && approve.error?.message === refundMessages.notEnoughLeft;
  return (
    <FormDialog
      open={Boolean(refund)}
      onClose={onClose}
      title="Approve Refund"
      onSubmit={onSubmit}
      submitLabel="Approve refund"
      submittingLabel="Approving..."
      submitting={approve.isPending}
      submitDisabled={conflict}
    >
      {refund && (
        <Stack gap="4">
          <Stack gap="1">
            <BalanceChange refund={refund} />
            <RefundDetails refund={refund} />
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            The student is e-mailed that {formatUsd(refund.amountUsd)} is on its way to them the way they paid. This
            cannot be undone.
          </Text>
          <DecisionError error={approve.error} title="The refund was not approved">
            {notEnoughLeft && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                onClick={() => onRejectInstead(refund)}
              >
                Reject instead
              </Button>
            )}
          </DecisionError>
        </Stack>
      )}
    </FormDialog>
  );
}
