import { Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_TYPES, type ActivityAdmin } from '@app/shared/admin/activity';
import type { ActivityFilter } from './api/list-activity';

const typeOptions = [
  { value: 'all', label: 'All types' },
  ...ACTIVITY_ENTITY_TYPES.map((value) => ({ value, label: ACTIVITY_ENTITY_LABELS[value] })),
];

function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <Field.Root maxW={{ md: '56' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The activity screen's filters: by kind of record or by admin, or (from a record's page or a
 * name in the log) one record's entries. One at a time: choosing one clears the other.
 */
export function ActivityFilters({
  filter,
  admins,
  recordName,
  onChange,
}: {
  filter: ActivityFilter;
  admins: readonly ActivityAdmin[];
  /** The filtered record's name, when an entry on screen names it. */
  recordName: string | null;
  onChange(filter: ActivityFilter): void;
}) {
  const adminOptions = [{ value: 'all', label: 'All admins' }, ...admins.map((a) => ({ value: a.id, label: a.name }))];
  if (filter.by === 'admin' && !admins.some((admin) => admin.id === filter.adminId)) {
    adminOptions.push({ value: filter.adminId, label: 'Someone no longer on the team' });
  }
  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} wrap="wrap">
        <FilterSelect
          label="Filter by type"
          value={filter.by === 'type' ? filter.entityType : 'all'}
          options={typeOptions}
          onChange={(value) =>
            onChange(
              value === 'all'
                ? { by: 'all' }
                : { by: 'type', entityType: value as (typeof ACTIVITY_ENTITY_TYPES)[number] },
            )
          }
        />
        <FilterSelect
          label="Filter by admin"
          value={filter.by === 'admin' ? filter.adminId : 'all'}
          options={adminOptions}
          onChange={(value) => onChange(value === 'all' ? { by: 'all' } : { by: 'admin', adminId: value })}
        />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        One filter at a time: choosing one clears the other.
      </Text>
      {filter.by === 'record' && (
        <Flex gap="3" align="center" wrap="wrap" bg="white" borderWidth="1px" rounded="md" px="4" py="2">
          <Text>
            Showing the activity of{' '}
            <Text as="span" fontWeight="semibold" dir="auto">
              {recordName ?? 'one record'}
            </Text>
          </Text>
          <Button size="sm" variant="outline" onClick={() => onChange({ by: 'all' })}>
            Show all activity
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
