import { Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from '@app/shared/admin/activity';
import { describeActivity } from '@app/shared/admin/activity-phrases';
import { ActivityList } from '../../components/ui/activity-list';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { QueryStates } from '../../components/ui/query-states';
import { RowsSkeleton } from '../../components/ui/rows-skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { ActivityFilters } from './activity-filters';
import { useActivity, useActivityAdmins, type ActivityFilter } from './api/list-activity';

/** The filter the address holds: `?type=`, `?admin=` or `?record=` (a record's page links with `record`). */
export function filterFromParams(params: URLSearchParams): ActivityFilter {
  const record = params.get('record');
  if (record) return { by: 'record', entityId: record };
  const admin = params.get('admin');
  if (admin) return { by: 'admin', adminId: admin };
  const type = params.get('type');
  if (type && (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(type)) {
    return { by: 'type', entityType: type as ActivityEntityType };
  }
  return { by: 'all' };
}

function paramsOf(filter: ActivityFilter): Record<string, string> {
  if (filter.by === 'record') return { record: filter.entityId };
  if (filter.by === 'admin') return { admin: filter.adminId };
  if (filter.by === 'type') return { type: filter.entityType };
  return {};
}

export function ActivityPage() {
  usePageTitle('Activity · Admin');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const activity = useActivity(filter);
  const admins = useActivityAdmins();
  const recordName =
    filter.by === 'record'
      ? (activity.items
          .map(describeActivity)
          .find((described) => described.recordId === filter.entityId && described.named)?.record ?? null)
      : null;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Activity
      </Heading>
      <ActivityFilters
        filter={filter}
        admins={admins.data ?? []}
        recordName={recordName}
        onChange={(next) => setParams(paramsOf(next))}
      />
      <ListToolbar shown={activity.isPending ? undefined : activity.items.length} more={activity.canLoadMore} />
      <QueryStates
        query={activity}
        isEmpty={activity.items.length === 0}
        empty="No activity found"
        loading={<RowsSkeleton label="Loading activity" rows={6} />}
      >
        <ActivityList entries={activity.items} linkRecords />
      </QueryStates>
      <LoadMoreButton list={activity} />
    </Stack>
  );
}
