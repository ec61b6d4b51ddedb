import { Text } from '@chakra-ui/react';
import type { ProviderCommandSummary } from '@app/shared/scheduling/schemas';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-time';
import { COMMAND_KIND_LABELS } from '../scheduling-labels';
import { SectionCard } from './section-card';

const columns: Column<ProviderCommandSummary>[] = [
  {
    header: 'Kind',
    primary: true,
    cell: (command) => <Text fontWeight="medium">{COMMAND_KIND_LABELS[command.kind]}</Text>,
  },
  { header: 'Booking', cell: (command) => command.bookingId ?? '—' },
  { header: 'Attempts', cell: (command) => String(command.attempts) },
  {
    header: 'Last error',
    cell: (command) => <Text fontSize="sm">{command.lastError ?? '—'}</Text>,
  },
  { header: 'Created', cell: (command) => formatDateTime(command.createdAt) },
];

/** Calls the school owed Calendly (cancel an event, mark a no-show) given up on after their retries. */
export function FailedCommandsSection({ commands }: { commands: readonly ProviderCommandSummary[] }) {
  return (
    <SectionCard
      id="scheduling-failed"
      title="Calls to Calendly that failed"
      intro="Given up on after their retries: do these by hand in Calendly."
    >
      {commands.length === 0 ? (
        <Text color="fg.muted">No failed calls.</Text>
      ) : (
        <ResponsiveTable
          label="Calls to Calendly that failed"
          rows={commands}
          rowKey={(command) => command.id}
          columns={columns}
        />
      )}
    </SectionCard>
  );
}
