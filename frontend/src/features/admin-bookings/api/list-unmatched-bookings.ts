import type { UnmatchedBooking } from '@app/shared/admin/bookings';
import type { Page } from '@app/shared/http/page';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/bookings/unmatched: the open bookings no student balance could take. */
export const listUnmatchedBookings = (cursor?: string) =>
  api<Page<UnmatchedBooking>>('/admin/bookings/unmatched', { query: { cursor, limit: '25' } });

export const unmatchedBookingsQueryKey = [...adminKeys.bookings, 'unmatched'] as const;

export function useUnmatchedBookings() {
  return usePagedList({ queryKey: unmatchedBookingsQueryKey, fetchPage: listUnmatchedBookings });
}
