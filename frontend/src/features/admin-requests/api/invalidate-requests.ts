import { useQueryClient } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** A settled request changes the list, the student's balance and history, the dashboard and the activity. */
export function useInvalidateRequests() {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidate(adminKeys.requests, adminKeys.students),
      // The package's delete guard depends on pending requests.
      queryClient.invalidateQueries({ queryKey: adminKeys.packages }),
    ]);
}
