import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/mail/failed: the e-mails given up on, newest first, 25 at a time. */
export const listFailedMail = (cursor?: string) =>
  apiCall('GET /api/admin/mail/failed', { query: { cursor, limit: 25 } });

export const failedMailQueryKey = [...adminKeys.mail, 'failed'] as const;

export function useFailedMail() {
  return usePagedList({ queryKey: failedMailQueryKey, fetchPage: listFailedMail });
}

/** POST /api/admin/mail/{mailId}/resend: back in the outbox; the list refreshes either way. */
export function useResendMail() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (mailId: string) => apiCall('POST /api/admin/mail/{mailId}/resend', { params: { mailId }, body: {} }),
    onSettled: () => invalidate(adminKeys.mail),
  });
}
