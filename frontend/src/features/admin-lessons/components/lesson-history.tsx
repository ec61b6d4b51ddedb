import { Badge, Stack, Text } from '@chakra-ui/react';
import type { LedgerEntry } from '@app/shared/bookings/schemas';
import type { LessonEvent } from '@app/shared/lessons/lessons';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-time';
import { EVENT_LABELS } from '../lesson-labels';

/** What happened to the lesson, oldest first: booked, moved, tutor, attendance, note, cancelled. */
export function LessonTimeline({ history }: { history: readonly LessonEvent[] }) {
  if (history.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Nothing recorded yet
      </Text>
    );
  }
  const oldestFirst = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Stack as="ol" listStyleType="none" gap="0" aria-label="Lesson history">
      {oldestFirst.map((event, index) => (
        <Stack
          as="li"
          key={`${event.at}-${index}`}
          gap="0.5"
          ps="4"
          pb="3"
          borderStartWidth="2px"
          borderColor="border.emphasized"
        >
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(event.at)}
          </Text>
          <Text>
            <Badge colorPalette="gray" me="2">
              {EVENT_LABELS[event.kind] ?? event.kind}
            </Badge>
            <Text as="span" dir="auto">
              {event.by}
            </Text>
          </Text>
          {event.detail && (
            <Text fontSize="sm" dir="auto" overflowWrap="anywhere">
              {event.detail}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The ledger entry as the lesson's detail gives it; `by` (a name) where the server adds it. */
type LedgerRow = LedgerEntry & { by?: string };

const LEDGER_TYPES: Record<LedgerEntry['type'], string> = {
  purchase: 'Purchase',
  booking: 'Booking',
  refund: 'Session returned',
  adjustment: 'Adjustment',
  unused_refund: 'Unused sessions refunded',
  expired: 'Expired',
};

/** +1 or −1, so a removal never reads as an addition. */
const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

const ledgerColumns: Column<LedgerRow>[] = [
  { header: 'Date', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
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
  { header: 'By', cell: (entry) => entry.by ?? entry.createdBy },
];

/** The balance moves of the lesson's session: taken by the booking, returned by a cancellation. */
export function LessonLedger({ ledger }: { ledger: readonly LedgerRow[] }) {
  if (ledger.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No balance moves for this lesson
      </Text>
    );
  }
  const oldestFirst = [...ledger].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ResponsiveTable
      label="Balance moves of this lesson"
      rows={oldestFirst}
      rowKey={(entry) => entry.id}
      columns={ledgerColumns}
    />
  );
}
