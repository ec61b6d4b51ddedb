import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/me/two-factor: the server reads from Cognito whether the app is set up, and records it. */
export function useRecordTwoFactor() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => apiCall('POST /api/admin/me/two-factor', { body: {} }),
    onSuccess: () => invalidate(adminKeys.admins),
  });
}
