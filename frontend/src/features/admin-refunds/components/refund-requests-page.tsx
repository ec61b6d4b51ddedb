import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { REFUND_WINDOW_DAYS, type RefundRequest } from '@app/shared/refunds/schemas';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-time';
import { formatUsd } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRefundRequests, type RefundFilter } from '../api/list-refund-requests';
import { ApproveRefundDialog } from './approve-refund-dialog';
import { RejectRefundDialog } from './reject-refund-dialog';
import { refundMath, studentLabel } from './refund-summary';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { PagedListView } from '../../../components/ui/paged-list-view';

// What waits for a decision comes first.
const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const emptyMessages: Record<RefundFilter, string> = {
  pending: 'No refund requests are waiting for a decision',
  approved: 'No approved refund requests',
  rejected: 'No rejected refund requests',
  all: 'No refund requests yet',
};

export function RefundRequestsPage() {
  usePageTitle('Refund Requests · Admin');
  const [status, setStatus] = useState<RefundFilter>('pending');
  const refunds = useRefundRequests(status);
  const [approving, setApproving] = useState<RefundRequest | null>(null);
  const [rejecting, setRejecting] = useState<RefundRequest | null>(null);

  const columns: Column<RefundRequest>[] = [
    {
      header: 'Student',
      primary: true,
      cell: (refund) => (
        <Stack gap="0">
          <Text fontWeight="medium">{refund.studentName || 'Unknown student'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {refund.studentEmail || '—'}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Refund',
      cell: (refund) => (
        <Stack gap="0">
          <Text fontWeight="medium">{formatUsd(refund.amountUsd)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {refundMath(refund)}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Package',
      cell: (refund) => (
        <Stack gap="0">
          <Text>{refund.packageName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {refund.courseTitle ?? 'Course no longer listed'}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Status',
      cell: (refund) => (
        <Stack gap="1" align={{ base: 'end', md: 'start' }}>
          <RequestStatusBadge status={refund.status} />
          {refund.status === 'rejected' && refund.reason && (
            <Text fontSize="sm" color="fg.muted">
              {refund.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Asked', nowrap: true, cell: (refund) => formatDateTime(refund.createdAt) },
    {
      header: 'Decided',
      nowrap: true,
      optional: true,
      cell: (refund) => (refund.handledAt ? formatDateTime(refund.handledAt) : '—'),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (refund) =>
        refund.status === 'pending' ? (
          <DecisionButtons
            subject={`refund for ${studentLabel(refund)}`}
            onApprove={() => setApproving(refund)}
            onReject={() => setRejecting(refund)}
          />
        ) : null,
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Refund Requests
        </Heading>
        <Text color="fg.muted">
          Students can ask within {REFUND_WINDOW_DAYS} days of a purchase to refund its unused sessions.
        </Text>
      </Stack>
      <PagedListView
        list={refunds}
        toolbar={{
          filter: {
            label: 'Filter by status',
            value: status,
            options: statusOptions,
            onChange: (value) => setStatus(value as RefundFilter),
          },
        }}
        empty={emptyMessages[status]}
        loading={{ label: 'Loading refund requests', rows: 5 }}
      >
        {(items) => (
          <ResponsiveTable label="Refund requests" rows={items} rowKey={(refund) => refund.id} columns={columns} />
        )}
      </PagedListView>
      <ApproveRefundDialog
        refund={approving}
        onClose={() => setApproving(null)}
        onRejectInstead={(refund) => {
          setApproving(null);
          setRejecting(refund);
        }}
      />
      <RejectRefundDialog refund={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
