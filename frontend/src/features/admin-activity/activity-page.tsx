import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_TYPES } from '@app/shared/admin/activity';
import { ActivityList } from '../../components/ui/activity-list';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { QueryStates } from '../../components/ui/query-states';
import { usePageTitle } from '../../lib/use-page-title';
import { useActivity, type ActivityFilter } from './api/list-activity';
import { RowsSkeleton } from '../../components/ui/rows-skeleton';

const filterOptions = [
  { value: 'all', label: 'All types' },
  ...ACTIVITY_ENTITY_TYPES.map((value) => ({ value, label: ACTIVITY_ENTITY_LABELS[value] })),
];

export function ActivityPage() {
  usePageTitle('Activity · Admin');
  const [entityType, setEntityType] = useState<ActivityFilter>('all');
  const activity = useActivity(entityType);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Activity
      </Heading>
      <ListToolbar
        filter={{
          label: 'Filter by type',
          value: entityType,
          options: filterOptions,
          onChange: (value) => setEntityType(value as ActivityFilter),
        }}
        shown={activity.isPending ? undefined : activity.items.length}
        more={activity.canLoadMore}
      />
      <QueryStates
        query={activity}
        isEmpty={activity.items.length === 0}
        empty="No activity found"
        loading={<RowsSkeleton label="Loading activity" rows={6} />}
      >
        <ActivityList entries={activity.items} />
      </QueryStates>
      <LoadMoreButton list={activity} />
    </Stack>
  );
}
