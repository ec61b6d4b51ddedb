import type { AdminPackageRequest } from '@app/shared/admin/requests';
import type { Page } from '@app/shared/http/page';
import type { RequestStatus } from '@app/shared/requests/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

export type RequestFilter = RequestStatus | 'all';

/** GET /api/admin/package-requests: one page, newest first. */
export const listPackageRequests = (status: RequestFilter, cursor?: string) =>
  api<Page<AdminPackageRequest>>('/admin/package-requests', {
    query: { status: status === 'all' ? undefined : status, cursor, limit: '25' },
  });

export const packageRequestsQueryKey = (status: RequestFilter) => [...adminKeys.requests, 'list', status] as const;

export function usePackageRequests(status: RequestFilter) {
  return usePagedList({
    queryKey: packageRequestsQueryKey(status),
    fetchPage: (cursor) => listPackageRequests(status, cursor),
  });
}
