import { useMutation } from '@tanstack/react-query';
import type { AdminCreateInput } from '@app/shared/admin/admins';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/admins: a new admin who signs in with the password given here. */
export const createAdmin = (input: AdminCreateInput) => apiCall('POST /api/admin/admins', { body: input });

export function useCreateAdmin() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createAdmin, onSuccess: () => invalidate(adminKeys.admins) });
}
