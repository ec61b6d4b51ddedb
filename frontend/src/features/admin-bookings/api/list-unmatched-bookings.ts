import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/bookings/unmatched: the open bookings no student balance could take. */
export const listUnmatchedBookings = (cursor?: string) =>
  apiCall('GET /api/admin/bookings/unmatched', { query: { cursor, limit: 25 } });

export const unmatchedBookingsQueryKey = [...adminKeys.bookings, 'unmatched'] as const;

export function useUnmatchedBookings() {
  return usePagedList({ queryKey: unmatchedBookingsQueryKey, fetchPage: listUnmatchedBookings });
}
