import { useMutation } from '@tanstack/react-query';
import type { CertificateIssueInput } from '@app/shared/certificates/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/students/{id}/certificates: marks a course completed and issues its certificate
 * (409 when the student already has a valid one for the course).
 */
export const issueCertificate = (studentId: string, input: CertificateIssueInput) =>
  apiCall('POST /api/admin/students/{studentId}/certificates', { params: { studentId }, body: input });

export function useIssueCertificate(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: CertificateIssueInput) => issueCertificate(studentId, input),
    // Refused too (a 409: someone else acted first): the list shows what is true now.
    onSettled: () => invalidate(adminKeys.students),
  });
}
