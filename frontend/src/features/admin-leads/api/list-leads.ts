import type { LeadStatus } from '@app/shared/leads/schemas';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

export interface LeadFilters {
  status: LeadStatus | 'all';
  q: string;
}

/** The query both the list and the CSV export send. */
export const leadFilterQuery = ({ status, q }: LeadFilters) => ({
  status: status === 'all' ? undefined : status,
  q: q || undefined,
});

/** GET /api/admin/leads: one page of leads, newest first, 25 at a time. */
export const listLeads = (filters: LeadFilters, cursor?: string) =>
  apiCall('GET /api/admin/leads', { query: { ...leadFilterQuery(filters), cursor, limit: 25 } });

export const leadsQueryKey = (filters: LeadFilters) => [...adminKeys.leads, 'list', filters.status, filters.q] as const;

export function useLeads(filters: LeadFilters) {
  return usePagedList({ queryKey: leadsQueryKey(filters), fetchPage: (cursor) => listLeads(filters, cursor) });
}
