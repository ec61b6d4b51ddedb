import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { api } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** GET /api/me/dashboard: balances, upcoming sessions, package requests and the three counters, in one call. */
export const getDashboard = () => api<StudentDashboard>('/me/dashboard');

export const dashboardQueryKey = [...studentDataKey, 'dashboard'] as const;

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
