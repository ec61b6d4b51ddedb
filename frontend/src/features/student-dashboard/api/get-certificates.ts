import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** GET /api/me/certificates: the signed-in student's certificates of completion. */
export const getMyCertificates = () => apiCall('GET /api/me/certificates').then((page) => page.items);

export const myCertificatesQueryKey = [...studentDataKey, 'certificates'] as const;

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: myCertificatesQueryKey, queryFn: getMyCertificates });

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
