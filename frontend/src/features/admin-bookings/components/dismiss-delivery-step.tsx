import { useEffect, useId } from 'react';
import { Button, Dialog, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { deliveryMessages, dismissDeliverySchema } from '@app/shared/admin/deliveries';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useDismissDelivery, type DismissDeliveryInput } from '../api/dismiss-delivery';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * The review dialog's last step: closes a delivery unapplied (a test booking, a duplicate), with the
 * reason on record. Back returns to the review with nothing lost.
 */
export function DismissDeliveryStep(props: { deliveryId: string; onBack(): void; onClose(): void }) {
  const { deliveryId, onBack, onClose } = props;
  const formId = useId();
  const dismiss = useDismissDelivery();
  const form = useAppForm<DismissDeliveryInput, unknown, output<typeof dismissDeliverySchema>>({
    resolver: zodResolver(dismissDeliverySchema),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');

  // The Dismiss button that led here is gone: the reason is the next thing to fill in.
  useEffect(() => form.setFocus('reason'), [form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await dismiss.mutateAsync({ deliveryId, input });
      notify.success(deliveryMessages.dismissed);
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
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <FormAlert title="Error" message={errors.root?.server?.message} />
            <Text>
              Dismissing closes this delivery without applying it. It stays on record with your reason, and nothing in
              it is lost.
            </Text>
            <FormField label="Reason" error={errors.reason?.message} required>
              <Textarea rows={3} maxLength={500} {...form.register('reason')} />
            </FormField>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="3" ms="auto">
          <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
            Back
          </Button>
          <BusyButton
            type="submit"
            form={formId}
            colorPalette="red"
            busy={isSubmitting}
            busyText="Dismissing..."
            disabled={!reason?.trim()}
          >
            Dismiss
          </BusyButton>
        </HStack>
      </Dialog.Footer>
    </>
  );
}
