import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { learnerDataKey } from './query-keys';

/**
 * GET /api/me/dashboard?learnerId=: one learner's balances and their lots, upcoming sessions,
 * package requests, refunds and the three counters, in one call. Read by the dashboard and by the
 * packages page (which pending requests the learner already has), under one key so they share it.
 */
export const getStudentDashboard = (learnerId: string | undefined) =>
  apiCall('GET /api/me/dashboard', { query: { learnerId } });

export const studentDashboardQueryKey = (learnerId: string | undefined) =>
  [...learnerDataKey(learnerId), 'dashboard'] as const;

export const studentDashboardQueryOptions = (learnerId: string | undefined) =>
  queryOptions({ queryKey: studentDashboardQueryKey(learnerId), queryFn: () => getStudentDashboard(learnerId) });

export function useStudentDashboard(learnerId: string | undefined, enabled = true) {
  return useQuery({ ...studentDashboardQueryOptions(learnerId), enabled });
}
