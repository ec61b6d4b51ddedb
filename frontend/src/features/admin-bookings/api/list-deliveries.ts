import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/bookings/deliveries: the scheduling deliveries waiting for the team's review. */
export const listDeliveries = (cursor?: string) =>
  apiCall('GET /api/admin/bookings/deliveries', { query: { cursor, limit: 25 } });

export const deliveriesQueryKey = [...adminKeys.bookings, 'deliveries'] as const;

export function useDeliveriesToReview() {
  return usePagedList({ queryKey: deliveriesQueryKey, fetchPage: listDeliveries });
}
