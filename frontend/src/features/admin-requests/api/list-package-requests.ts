import type { RequestStatus } from '@app/shared/requests/schemas';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

export type RequestFilter = RequestStatus | 'all';

/** GET /api/admin/package-requests: one page, newest first. */
export const listPackageRequests = (status: RequestFilter, cursor?: string) =>
  apiCall('GET /api/admin/package-requests', {
    query: { status: status === 'all' ? undefined : status, cursor, limit: 25 },
  });

export const packageRequestsQueryKey = (status: RequestFilter) => [...adminKeys.requests, 'list', status] as const;

export function usePackageRequests(status: RequestFilter) {
  return usePagedList({
    queryKey: packageRequestsQueryKey(status),
    fetchPage: (cursor) => listPackageRequests(status, cursor),
  });
}
