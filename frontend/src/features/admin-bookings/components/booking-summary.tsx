import { Text } from '@chakra-ui/react';
import type { UnmatchedBooking } from '@app/shared/admin/bookings';
import { formatZonedTime } from '../../../lib/format-time';

export function BookingSummary({ booking }: { booking: UnmatchedBooking }) {
  return (
    <Text>
      <strong>{booking.inviteeName || booking.inviteeEmail}</strong> ({booking.inviteeEmail}) booked{' '}
      <strong>{formatZonedTime(booking.startTime)}</strong>. {booking.reasonText}
    </Text>
  );
}
