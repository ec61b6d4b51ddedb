import { useEffect } from 'react';
import { Stack, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { dismissBookingSchema, unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useDismissBooking, type DismissBookingInput } from '../api/dismiss-booking';
import { BookingSummary } from './booking-summary';

/** Closes a booking no balance should pay for (a test booking, a duplicate), with the reason on record. */
export function DismissBookingDialog({ booking, onClose }: { booking: UnmatchedBooking | null; onClose(): void }) {
  const dismiss = useDismissBooking();
  const form = useAppForm<DismissBookingInput, unknown, output<typeof dismissBookingSchema>>({
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
      open={Boolean(booking)}
      onClose={onClose}
      title="Dismiss Booking"
      onSubmit={onSubmit}
      submitLabel="Dismiss"
      submittingLabel="Dismissing..."
      submitting={isSubmitting}
      submitDisabled={!reason?.trim()}
      submitColorPalette="red"
    >
      <Stack gap="4">
        {booking && <BookingSummary booking={booking} />}
        <FormField label="Reason" error={errors.reason?.message} required>
          <Textarea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
