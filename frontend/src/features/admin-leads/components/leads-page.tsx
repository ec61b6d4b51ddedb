import { useDeferredValue, useState } from 'react';
import { Badge, Button, Flex, Heading, Input, NativeSelect, Skeleton, Stack, Table } from '@chakra-ui/react';
import { LEAD_STATUSES, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '@app/shared/leads/schemas';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLeads } from '../api/list-leads';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function LeadsPage() {
  usePageTitle('Leads · Admin');
  const [status, setStatus] = useState<LeadStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const leads = useLeads(status, q);
  const rows = leads.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Leads
      </Heading>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          placeholder="Search by name or email"
          aria-label="Search leads by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxW={{ md: 'sm' }}
          bg="white"
        />
        <NativeSelect.Root maxW={{ md: '56' }} bg="white">
          <NativeSelect.Field
            aria-label="Filter by status"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | 'all')}
          >
            <option value="all">All statuses</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      <QueryStates
        query={leads}
        isEmpty={rows.length === 0}
        empty="No leads found"
        loading={
          <Stack gap="2" aria-busy="true" aria-label="Loading leads">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} h="10" />
            ))}
          </Stack>
        }
      >
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" aria-label="Leads">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Level</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Received</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((lead) => (
                <Table.Row key={lead.id}>
                  <Table.Cell fontWeight="medium">{lead.fullName}</Table.Cell>
                  <Table.Cell>{lead.email}</Table.Cell>
                  <Table.Cell>{lead.phone ?? '—'}</Table.Cell>
                  <Table.Cell>{lead.bookingType === 'paid' ? 'Paid' : 'Trial'}</Table.Cell>
                  <Table.Cell textTransform="capitalize">{lead.level}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={LEAD_STATUS_COLORS[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateFormat.format(new Date(lead.createdAt))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </QueryStates>
      {leads.hasNextPage && (
        <Button
          alignSelf="center"
          variant="outline"
          loading={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
