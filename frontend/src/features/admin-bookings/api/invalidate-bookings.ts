import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** A settled booking leaves the list and the sidebar count; an assignment also moves a student's balance. */
export function useInvalidateBookings() {
  const invalidate = useInvalidateAdmin();
  return () => invalidate(adminKeys.bookings, adminKeys.students);
}
