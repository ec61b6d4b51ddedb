import { useQuery } from '@tanstack/react-query';
import type { ActivityEntityType } from '@app/shared/admin/activity';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** One filter at a time (the server refuses two): a kind of record, an admin, or one record. */
export type ActivityFilter =
  | { by: 'all' }
  | { by: 'type'; entityType: ActivityEntityType }
  | { by: 'admin'; adminId: string }
  | { by: 'record'; entityId: string };

const filterQuery = (filter: ActivityFilter) => ({
  entityType: filter.by === 'type' ? filter.entityType : undefined,
  adminId: filter.by === 'admin' ? filter.adminId : undefined,
  entityId: filter.by === 'record' ? filter.entityId : undefined,
});

/** GET /api/admin/activity: one page, newest first, filtered or not. */
export const listActivity = (filter: ActivityFilter, cursor?: string) =>
  apiCall('GET /api/admin/activity', { query: { ...filterQuery(filter), cursor, limit: 25 } });

export const activityQueryKey = (filter: ActivityFilter) => [...adminKeys.activity, 'list', filter] as const;

export function useActivity(filter: ActivityFilter) {
  return usePagedList({
    queryKey: activityQueryKey(filter),
    fetchPage: (cursor) => listActivity(filter, cursor),
  });
}

/** The team, for the admin filter (every page of the log carries it; the smallest page is asked). */
export function useActivityAdmins() {
  return useQuery({
    queryKey: [...adminKeys.activity, 'admins'],
    queryFn: () => apiCall('GET /api/admin/activity', { query: { limit: 1 } }).then((page) => page.admins),
    staleTime: 5 * 60_000,
  });
}
