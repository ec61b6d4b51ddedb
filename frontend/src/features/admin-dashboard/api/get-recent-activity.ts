import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const RECENT_ACTIVITY = 10;

/** GET /api/admin/activity?limit=10: the newest entries, for the dashboard. */
export const getRecentActivity = () =>
  apiCall('GET /api/admin/activity', { query: { limit: RECENT_ACTIVITY } }).then((page) => page.items);

/** Under the activity root, so every admin change (which invalidates it) refreshes the dashboard's list. */
export const recentActivityQueryKey = [...adminKeys.activity, 'recent'] as const;

export const recentActivityQueryOptions = () =>
  queryOptions({ queryKey: recentActivityQueryKey, queryFn: getRecentActivity });

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
