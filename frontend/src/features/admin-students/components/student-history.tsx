import { Badge, Text } from '@chakra-ui/react';
import type { StudentDetail } from '@app/shared/admin/students';
import type { BookingStatus } from '@app/shared/bookings/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDate, formatDateTime, formatZonedTime } from '../../../lib/format-time';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';
import { EmptyNote } from './detail-section';

type LedgerRow = StudentDetail['ledger'][number];
type BookingRow = StudentDetail['bookings'][number];

const LEDGER_TYPES: Record<LedgerRow['type'], string> = {
  purchase: 'Purchase',
  booking: 'Booking',
  refund: 'Canceled lesson returned',
  adjustment: 'Adjustment',
  unused_refund: 'Unused sessions refunded',
  expired: 'Expired',
};

const BOOKING_STATUS: Record<BookingStatus, { label: string; colorPalette: string }> = {
  scheduled: { label: 'Scheduled', colorPalette: 'blue' },
  rescheduling: { label: 'Rescheduling', colorPalette: 'yellow' },
  canceled: { label: 'Canceled', colorPalette: 'red' },
};

/** +3 or −1, so a removal never reads as an addition. */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

const ledgerColumns: Column<LedgerRow>[] = [
  { header: 'Date', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Course', cell: (entry) => entry.courseTitle ?? '—' },
  { header: 'Type', cell: (entry) => LEDGER_TYPES[entry.type] ?? entry.type },
  {
    header: 'Amount',
    nowrap: true,
    cell: (entry) => (
      <Text as="span" fontWeight="semibold" color={entry.amount < 0 ? 'red.700' : 'green.700'}>
        {signedAmount(entry.amount)}
      </Text>
    ),
  },
  { header: 'Notes', cell: (entry) => entry.notes || '—' },
  { header: 'By', cell: (entry) => entry.by },
];

export function LedgerTable({ ledger }: { ledger: StudentDetail['ledger'] }) {
  if (ledger.length === 0) return <EmptyNote text="No balance changes yet" />;
  const newestFirst = [...ledger].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ResponsiveTable label="Balance history" rows={newestFirst} rowKey={(entry) => entry.id} columns={ledgerColumns} />
  );
}

const bookingColumns: Column<BookingRow>[] = [
  { header: 'Time', cell: (booking) => formatZonedTime(booking.startTime) },
  { header: 'Course', cell: (booking) => booking.courseTitle ?? '—' },
  {
    header: 'Status',
    cell: (booking) => {
      const status = BOOKING_STATUS[booking.status] ?? { label: booking.status, colorPalette: 'gray' };
      return <Badge colorPalette={status.colorPalette}>{status.label}</Badge>;
    },
  },
];

export function BookingsTable({ bookings }: { bookings: StudentDetail['bookings'] }) {
  if (bookings.length === 0) return <EmptyNote text="No bookings yet" />;
  const latestFirst = [...bookings].sort((a, b) => b.startTime.localeCompare(a.startTime));
  return (
    <ResponsiveTable label="Bookings" rows={latestFirst} rowKey={(booking) => booking.id} columns={bookingColumns} />
  );
}

const requestColumns: Column<PackageRequest>[] = [
  {
    header: 'Package',
    cell: (request) => `${request.packageName} (${sessionCount(request.sessionCount)}, ${formatUsd(request.priceUsd)})`,
  },
  { header: 'Course', cell: (request) => request.courseTitle ?? 'Not chosen' },
  { header: 'Status', cell: (request) => <RequestStatusBadge status={request.status} /> },
  { header: 'Requested', nowrap: true, cell: (request) => formatDate(request.createdAt) },
];

export function RequestsTable({ requests }: { requests: PackageRequest[] }) {
  if (requests.length === 0) return <EmptyNote text="No package requests yet" />;
  const newestFirst = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ResponsiveTable
      label="Package requests"
      rows={newestFirst}
      rowKey={(request) => request.id}
      columns={requestColumns}
    />
  );
}
