import type { ActivityEntityType } from '@app/shared/admin/activity';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

export type ActivityFilter = ActivityEntityType | 'all';

/** GET /api/admin/activity: one page, newest first, of one kind of record or all. */
export const listActivity = (entityType: ActivityFilter, cursor?: string) =>
  apiCall('GET /api/admin/activity', {
    query: { entityType: entityType === 'all' ? undefined : entityType, cursor, limit: 25 },
  });

export const activityQueryKey = (entityType: ActivityFilter) => [...adminKeys.activity, 'list', entityType] as const;

export function useActivity(entityType: ActivityFilter) {
  return usePagedList({
    queryKey: activityQueryKey(entityType),
    fetchPage: (cursor) => listActivity(entityType, cursor),
  });
}
