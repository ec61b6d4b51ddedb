import { useMutation } from '@tanstack/react-query';
import type { Certificate, CertificateRevokeInput } from '@app/shared/certificates/schemas';
import { api } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/certificates/{code}/revoke (super admins): the certificate stays, marked no longer valid. */
export const revokeCertificate = (code: string, input: CertificateRevokeInput) =>
  api<Certificate>(`/admin/certificates/${encodeURIComponent(code)}/revoke`, { method: 'POST', body: input });

export function useRevokeCertificate() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) => revokeCertificate(code, { reason }),
    // The student's detail (its certificates) is under the students root.
    // Refused too (a 409: someone else acted first): the list shows what is true now.
    onSettled: () => invalidate(adminKeys.students),
  });
}
