import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentCertificate } from '@app/shared/certificates/schemas';
import { api } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** GET /api/me/certificates: the signed-in student's certificates of completion. */
export const getMyCertificates = () =>
  api<{ items: StudentCertificate[] }>('/me/certificates').then((page) => page.items);

export const myCertificatesQueryKey = [...studentDataKey, 'certificates'] as const;

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: myCertificatesQueryKey, queryFn: getMyCertificates });

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
