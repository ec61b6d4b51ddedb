import { useQueryClient } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** After a change: the admin list, the activity log, and the students' own package page (key 'packages'). */
export function useInvalidatePackages() {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return () => Promise.all([invalidate(adminKeys.packages), queryClient.invalidateQueries({ queryKey: ['packages'] })]);
}
