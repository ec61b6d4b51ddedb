import { Button, Stack, Text } from '@chakra-ui/react';
import type { AdminLead } from '@app/shared/admin/leads';
import { suppressionMessages } from '@app/shared/admin/mail';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-time';
import { bookingTypeLabel, levelLabel } from '@app/shared/leads/lead-labels';
import { LeadStatusBadge } from './lead-status-badge';

export function LeadsTable({ leads, onOpen }: { leads: readonly AdminLead[]; onOpen(lead: AdminLead): void }) {
  const columns: Column<AdminLead>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (lead) => (
        <Stack gap="0">
          {/* What visitors typed: any script, and addresses long enough to need breaking on a phone. */}
          <Text fontWeight="medium" dir="auto" overflowWrap="anywhere">
            {lead.fullName}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {lead.email}
          </Text>
          {lead.mailSuppression && (
            <Text fontSize="sm" color="orange.800">
              {suppressionMessages[lead.mailSuppression.reason]}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Phone', optional: true, nowrap: true, cell: (lead) => lead.phone || '—' },
    { header: 'Type', cell: bookingTypeLabel },
    { header: 'Level', optional: true, cell: (lead) => levelLabel(lead.level) },
    { header: 'Status', cell: (lead) => <LeadStatusBadge status={lead.status} /> },
    { header: 'Received', nowrap: true, cell: (lead) => formatDateTime(lead.createdAt) },
    {
      header: 'Actions',
      actions: true,
      cell: (lead) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(lead)} aria-label={`View ${lead.fullName}`}>
          View
        </Button>
      ),
    },
  ];
  return <ResponsiveTable label="Leads" rows={leads} rowKey={(lead) => lead.id} columns={columns} />;
}
