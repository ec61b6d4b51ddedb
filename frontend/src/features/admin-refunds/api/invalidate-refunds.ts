import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';
import { refundRequestsKey } from './list-refund-requests';

/**
 * A decided refund changes the refund list and, once approved, the student's course balance and
 * history (the students screens); the dashboard and the activity log are refreshed with them.
 */
export function useInvalidateRefunds() {
  const invalidate = useInvalidateAdmin();
  return () => invalidate(refundRequestsKey, adminKeys.students);
}
