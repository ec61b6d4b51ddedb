import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** GET /api/me/dashboard: balances, upcoming sessions, package requests and the three counters, in one call. */
export const getDashboard = () => apiCall('GET /api/me/dashboard');

export const dashboardQueryKey = [...studentDataKey, 'dashboard'] as const;

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
