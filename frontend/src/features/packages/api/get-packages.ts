import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/packages: the active packages, fewest sessions first. */
export const getPackages = () => apiCall('GET /api/packages').then((page) => page.items);

export const packagesQueryKey = ['packages', 'active'] as const;

export const packagesQueryOptions = () => queryOptions({ queryKey: packagesQueryKey, queryFn: getPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
