import type { RefundStatus } from '@app/shared/refunds/schemas';
import { apiCall } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

export type RefundFilter = RefundStatus | 'all';

/** The root of every refund-requests query: a decision refreshes them all. */
export const refundRequestsKey = ['admin-refund-requests'] as const;

/** GET /api/admin/refund-requests: one page, newest first. */
export const listRefundRequests = (status: RefundFilter, cursor?: string) =>
  apiCall('GET /api/admin/refund-requests', {
    query: { status: status === 'all' ? undefined : status, cursor, limit: 25 },
  });

export const refundRequestsQueryKey = (status: RefundFilter) => [...refundRequestsKey, 'list', status] as const;

export function useRefundRequests(status: RefundFilter) {
  return usePagedList({
    queryKey: refundRequestsQueryKey(status),
    fetchPage: (cursor) => listRefundRequests(status, cursor),
  });
}
