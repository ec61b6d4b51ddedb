import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/**
 * A settled booking or delivery leaves its list and the sidebar count; an assignment (or a
 * delivery processed into a booking) also moves a student's balance.
 */
export function useInvalidateBookings() {
  const invalidate = useInvalidateAdmin();
  return () => invalidate(adminKeys.bookings, adminKeys.students);
}
