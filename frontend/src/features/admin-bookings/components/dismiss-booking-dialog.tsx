import { useEffect } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { dismissBookingSchema, unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { useDismissBooking, type DismissBookingInput } from '../api/dismiss-booking';
import { BookingSummary } from './booking-summary';

/** Closes a booking no balance should pay for (a test booking, a duplicate), with the reason on record. */
export function DismissBookingDialog({ booking, onClose }: { booking: UnmatchedBooking | null; onClose(): void }) {
  const dismiss = useDismissBooking();
  const form = useForm<DismissBookingInput, unknown, output<typeof dismissBookingSchema>>({
    resolver: zodResolver(dismissBookingSchema),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');

  useEffect(() => {
    if (booking) form.reset({ reason: '' });
  }, [booking, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!booking) return;
    try {
      await dismiss.mutateAsync({ bookingId: booking.id, input });
      notify.success(unmatchedMessages.dismissed);
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error));
      if (error instanceof ApiError && error.status === 409) onClose();
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog.Root
      open={Boolean(booking)}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Dismiss Booking</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {booking && <BookingSummary booking={booking} />}
                  <FormField label="Reason" error={errors.reason?.message} required>
                    <Textarea rows={3} maxLength={500} {...form.register('reason')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={isSubmitting}
                  loadingText="Dismissing..."
                  disabled={!reason?.trim()}
                >
                  Dismiss
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
