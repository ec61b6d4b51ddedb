import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { adminRequestMessages, type AdminPackageRequest } from '@app/shared/admin/requests';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-time';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePackageRequests, type RequestFilter } from '../api/list-package-requests';
import { ApproveRequestDialog } from './approve-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import { studentLabel } from './request-summary';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { PagedListView } from '../../../components/ui/paged-list-view';

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function PackageRequestsPage() {
  usePageTitle('Package Requests · Admin');
  // The queue opens on what waits for the team, as every queue of the back office does.
  const [status, setStatus] = useState<RequestFilter>('pending');
  const requests = usePackageRequests(status);
  const [approving, setApproving] = useState<AdminPackageRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminPackageRequest | null>(null);

  const columns: Column<AdminPackageRequest>[] = [
    {
      header: 'Student',
      primary: true,
      cell: (request) => (
        <Stack gap="0">
          <Text fontWeight="medium">{request.studentName || 'Unknown student'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {request.studentEmail ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Package',
      cell: (request) => (
        <Stack gap="0">
          <Text>{request.packageName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {sessionCount(request.sessionCount)} · {formatUsd(request.priceUsd)}
          </Text>
        </Stack>
      ),
    },
    { header: 'Course', cell: (request) => request.courseTitle ?? 'Not chosen' },
    { header: 'Status', cell: (request) => <RequestStatusBadge status={request.status} /> },
    { header: 'Date', nowrap: true, cell: (request) => formatDateTime(request.createdAt) },
    {
      header: 'Actions',
      actions: true,
      cell: (request) =>
        request.status === 'pending' ? (
          <DecisionButtons
            subject={`request from ${studentLabel(request)}`}
            onApprove={() => setApproving(request)}
            onReject={() => setRejecting(request)}
          />
        ) : null,
    },
  ];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Package Requests
      </Heading>
      <PagedListView
        list={requests}
        toolbar={{
          filter: {
            label: 'Filter by status',
            value: status,
            options: statusOptions,
            onChange: (value) => setStatus(value as RequestFilter),
          },
        }}
        empty={adminRequestMessages.empty}
        loading={{ label: 'Loading package requests', rows: 5 }}
      >
        {(items) => (
          <ResponsiveTable label="Package requests" rows={items} rowKey={(request) => request.id} columns={columns} />
        )}
      </PagedListView>
      <ApproveRequestDialog request={approving} onClose={() => setApproving(null)} />
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
