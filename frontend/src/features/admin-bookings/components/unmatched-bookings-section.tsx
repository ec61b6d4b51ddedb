import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatZonedTime } from '../../../lib/format-time';
import { useUnmatchedBookings } from '../api/list-unmatched-bookings';
import { AssignBookingDialog } from './assign-booking-dialog';
import { DismissBookingDialog } from './dismiss-booking-dialog';
import { PagedListView } from '../../../components/ui/paged-list-view';

const invitee = (booking: UnmatchedBooking) => booking.inviteeName || booking.inviteeEmail;

/** Sessions booked on the scheduling page that no student balance could take. */
export function UnmatchedBookingsSection() {
  const bookings = useUnmatchedBookings();
  const [assigning, setAssigning] = useState<UnmatchedBooking | null>(null);
  const [dismissing, setDismissing] = useState<UnmatchedBooking | null>(null);

  const columns: Column<UnmatchedBooking>[] = [
    {
      header: 'Invitee',
      primary: true,
      cell: (booking) => (
        <Stack gap="0">
          <Text fontWeight="medium">{booking.inviteeName || '—'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {booking.inviteeEmail}
          </Text>
        </Stack>
      ),
    },
    { header: 'Time', cell: (booking) => formatZonedTime(booking.startTime) },
    { header: 'Reason', cell: (booking) => booking.reasonText },
    {
      header: 'Actions',
      actions: true,
      cell: (booking) => (
        <HStack gap="2" justify={{ md: 'end' }}>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setAssigning(booking)}
            aria-label={`Assign booking of ${invitee(booking)}`}
          >
            Assign
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setDismissing(booking)}
            aria-label={`Dismiss booking of ${invitee(booking)}`}
          >
            Dismiss
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack as="section" aria-labelledby="unmatched-bookings" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="unmatched-bookings">
          Unmatched bookings
        </Heading>
        <Text color="fg.muted">
          Sessions booked on the scheduling page that no student balance could take. Assign each to a student and
          course, or dismiss it.
        </Text>
      </Stack>
      <PagedListView list={bookings} empty={unmatchedMessages.empty} loading={{ label: 'Loading bookings', rows: 4 }}>
        {(items) => (
          <ResponsiveTable label="Bookings waiting" rows={items} rowKey={(booking) => booking.id} columns={columns} />
        )}
      </PagedListView>
      <AssignBookingDialog booking={assigning} onClose={() => setAssigning(null)} />
      <DismissBookingDialog booking={dismissing} onClose={() => setDismissing(null)} />
    </Stack>
  );
}
