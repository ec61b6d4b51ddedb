import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/dashboard: the counters of the dashboard cards and the sidebar's Bookings badge. */
export const getAdminDashboard = () => apiCall('GET /api/admin/dashboard');

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: getAdminDashboard });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}

/** GET /api/admin/courses?published=true&limit=100: the courses sessions can be granted or booked for. */
export const getPublishedCourseOptions = () =>
  apiCall('GET /api/admin/courses', { query: { published: 'true', limit: 100 } }).then((page) => page.items);

/** Under the courses root, so saving or deleting a course refreshes the choices. */
export const publishedCourseOptionsQueryKey = [...adminKeys.courses, 'options'] as const;

export function usePublishedCourseOptions(enabled = true) {
  return useQuery({ queryKey: publishedCourseOptionsQueryKey, queryFn: getPublishedCourseOptions, enabled });
}

/**
 * Refreshes the given lists and, since every admin change moves a counter or writes an activity
 * entry (and approvals, refunds and balance changes move the money), the dashboard, the activity
 * log and the money report too.
 */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) =>
    Promise.all(
      [...keys, adminKeys.dashboard, adminKeys.activity, adminKeys.money].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
