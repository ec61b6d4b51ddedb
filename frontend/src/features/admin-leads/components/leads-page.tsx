import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { adminLeadMessages, type AdminLead } from '@app/shared/admin/leads';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@app/shared/leads/schemas';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/list-leads';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadsTable } from './leads-table';
import { PagedListView } from '../../../components/ui/paged-list-view';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
];

export function LeadsPage() {
  usePageTitle('Leads · Admin');
  const { state } = useAuth();
  const isSuperAdmin = state.status === 'signedIn' && state.me.role === 'super_admin';
  // The dashboard links here with ?status=new (new leads waiting for a first contact).
  const [params] = useSearchParams();
  const [status, setStatus] = useState<LeadStatus | 'all'>(() => {
    const asked = params.get('status');
    return LEAD_STATUSES.find((known) => known === asked) ?? 'all';
  });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const filters = { status, q };
  const leads = useLeads(filters);
  const exportCsv = useExportLeads();
  const [opened, setOpenLead] = useState<AdminLead | null>(null);
  // The open lead as the list holds it now: after a reload (another admin saved it) the dialog
  // gets the new version; the copy from when it opened stands in if the list no longer shows it.
  const openLead = opened ? (leads.items.find((lead) => lead.id === opened.id) ?? opened) : null;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Leads
      </Heading>
      <PagedListView
        list={leads}
        toolbar={{
          search: {
            label: 'Search leads by name or email',
            placeholder: 'Name or email',
            value: search,
            onChange: setSearch,
          },
          filter: {
            label: 'Filter by status',
            value: status,
            options: statusOptions,
            onChange: (value) => setStatus(value as LeadStatus | 'all'),
          },
          actions: (
            <Button
              variant="outline"
              bg="white"
              loading={exportCsv.isPending}
              loadingText="Exporting..."
              onClick={() =>
                exportCsv.mutate(filters, {
                  onError: (error) => notify.error('Export failed', errorMessage(error)),
                })
              }
            >
              Export CSV
            </Button>
          ),
        }}
        empty={adminLeadMessages.empty}
        loading={{ label: 'Loading leads', rows: 5 }}
      >
        {(items) => <LeadsTable leads={items} onOpen={setOpenLead} />}
      </PagedListView>

      <LeadDetailDialog lead={openLead} canDelete={isSuperAdmin} onClose={() => setOpenLead(null)} />
    </Stack>
  );
}
