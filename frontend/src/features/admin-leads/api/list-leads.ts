import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@app/shared/http/page';
import type { Lead, LeadStatus } from '@app/shared/leads/schemas';
import { api } from '../../../lib/api-client';

type LeadPage = Page<Lead>;

/** Leads newest first, 25 at a time; "Load more" follows the cursor. */
export function useLeads(status: LeadStatus | 'all', q: string) {
  return useInfiniteQuery({
    queryKey: ['admin-leads', status, q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api<LeadPage>('/admin/leads', {
        query: { status: status === 'all' ? undefined : status, q: q || undefined, cursor: pageParam, limit: '25' },
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
