import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { studentDataKey } from './query-keys';

/**
 * GET /api/me/dashboard: balances and their lots, upcoming sessions, package requests, refunds and
 * the three counters, in one call. Read by the dashboard and by the packages page (which pending
 * requests the student already has), under one key so they share the answer.
 */
export const getStudentDashboard = () => apiCall('GET /api/me/dashboard');

export const studentDashboardQueryKey = [...studentDataKey, 'dashboard'] as const;

export const studentDashboardQueryOptions = () =>
  queryOptions({ queryKey: studentDashboardQueryKey, queryFn: getStudentDashboard });

export function useStudentDashboard(enabled = true) {
  return useQuery({ ...studentDashboardQueryOptions(), enabled });
}
