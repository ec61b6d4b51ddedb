import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/packages: every package, active or not. */
export const listPackages = () => apiCall('GET /api/admin/packages').then((page) => page.items);

export const packagesQueryKey = [...adminKeys.packages, 'list'] as const;

export const packagesQueryOptions = () => queryOptions({ queryKey: packagesQueryKey, queryFn: listPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
