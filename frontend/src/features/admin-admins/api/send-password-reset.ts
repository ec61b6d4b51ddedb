import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** POST /api/admin/admins/{id}/password-reset: mails the colleague a code to choose a new password. */
export const sendPasswordReset = (adminId: string) =>
  apiCall('POST /api/admin/admins/{adminId}/password-reset', { params: { adminId }, body: {} });

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
