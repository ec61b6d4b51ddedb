import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnerDataKey } from '../../../lib/query-keys';

/** GET /api/me/certificates?learnerId=: one learner's certificates of completion. */
export const getMyCertificates = (learnerId: string | undefined) =>
  apiCall('GET /api/me/certificates', { query: { learnerId } }).then((page) => page.items);

export const myCertificatesQueryKey = (learnerId: string | undefined) =>
  [...learnerDataKey(learnerId), 'certificates'] as const;

export const myCertificatesQueryOptions = (learnerId: string | undefined) =>
  queryOptions({ queryKey: myCertificatesQueryKey(learnerId), queryFn: () => getMyCertificates(learnerId) });

export function useMyCertificates(learnerId: string | undefined, enabled: boolean) {
  return useQuery({ ...myCertificatesQueryOptions(learnerId), enabled });
}
