import { useMutation } from '@tanstack/react-query';
import type { AdminUpdateInput } from '@app/shared/admin/admins';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';
import { isStaleSave } from '../../../lib/use-based-on';

/** PATCH /api/admin/admins/{id}: name and role (the e-mail cannot change). */
export const updateAdmin = (adminId: string, input: AdminUpdateInput) =>
  apiCall('PATCH /api/admin/admins/{adminId}', { params: { adminId }, body: input });

export function useUpdateAdmin() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ adminId, input }: { adminId: string; input: AdminUpdateInput }) => updateAdmin(adminId, input),
    onSuccess: () => invalidate(adminKeys.admins),
    onError: (error) => {
      if (isStaleSave(error)) void invalidate(adminKeys.admins);
    },
  });
}
