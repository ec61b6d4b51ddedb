import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/admins (super admins only): every admin account. */
export const listAdmins = () => apiCall('GET /api/admin/admins').then((page) => page.items);

export const adminsQueryKey = [...adminKeys.admins, 'list'] as const;

export const adminsQueryOptions = () => queryOptions({ queryKey: adminsQueryKey, queryFn: listAdmins });

export function useAdmins() {
  return useQuery(adminsQueryOptions());
}
