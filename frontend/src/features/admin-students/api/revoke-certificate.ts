import { useMutation } from '@tanstack/react-query';
import type { CertificateRevokeInput } from '@app/shared/certificates/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/certificates/{code}/revoke (super admins): the certificate stays, marked no longer valid. */
export const revokeCertificate = (code: string, input: CertificateRevokeInput) =>
  apiCall('POST /api/admin/certificates/{code}/revoke', { params: { code }, body: input });

export function useRevokeCertificate() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) => revokeCertificate(code, { reason }),
    // The student's detail (its certificates) is under the students root.
    // Refused too (a 409: someone else acted first): the list shows what is true now.
    onSettled: () => invalidate(adminKeys.students),
  });
}
