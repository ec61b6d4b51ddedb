import type { ReactNode } from 'react';
import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LESSON_STATE_LABELS, LESSON_STATES, type LessonState } from '@app/shared/lessons/lessons';
import { useCourseOptions, useTutorOptions } from '../api/lookups';
import { dayStamp, describeDays, rangeOf, type LessonFilters, type RangeKind } from '../lesson-range';
import { CustomRangeForm } from './custom-range-form';
import { LearnerFilter } from './learner-filter';

const RANGE_BUTTONS: { value: RangeKind; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'custom', label: 'Custom' },
];

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function FilterSelect(props: { label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The range (Today, This week, or two days) and the filters; every change goes to the address. */
export function LessonFiltersBar(props: {
  filters: LessonFilters;
  learnerName: string | null;
  onChange(change: Partial<LessonFilters>, learnerName?: string | null): void;
}) {
  const { filters, onChange } = props;
  const tutors = useTutorOptions();
  const courses = useCourseOptions();
  const range = rangeOf(filters);

  function chooseRange(kind: RangeKind) {
    if (kind !== 'custom') return onChange({ range: kind });
    // Custom starts from the days shown now.
    const last = new Date(Date.parse(range.to) - 1);
    onChange({ range: 'custom', from: dayStamp(new Date(range.from)), to: dayStamp(last) });
  }

  return (
    <Stack gap="4">
      <Stack gap="2">
        <HStack role="group" aria-label="Range" gap="2" wrap="wrap">
          {RANGE_BUTTONS.map((item) => (
            <Button
              key={item.value}
              size="sm"
              aria-pressed={filters.range === item.value}
              variant={filters.range === item.value ? 'solid' : 'outline'}
              bg={filters.range === item.value ? undefined : 'white'}
              colorPalette="brand"
              onClick={() => chooseRange(item.value)}
            >
              {item.label}
            </Button>
          ))}
        </HStack>
        {filters.range === 'custom' && (
          <CustomRangeForm
            key={`${filters.from}/${filters.to}`}
            range={{ from: filters.from, to: filters.to }}
            onChange={(days) => onChange({ range: 'custom', ...days })}
          />
        )}
        <Text fontSize="sm" color="fg.muted">
          {describeDays(range)}, in your time zone ({viewerZone()})
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="start">
        <FilterSelect label="Tutor" value={filters.tutorId} onChange={(tutorId) => onChange({ tutorId })}>
          <option value="">All tutors</option>
          <option value="none">No tutor (needs a tutor)</option>
          {tutors.data?.map((tutor) => (
            <option key={tutor.id} value={tutor.id}>
              {tutor.status === 'active' ? tutor.name : `${tutor.name} (inactive)`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Course" value={filters.courseId} onChange={(courseId) => onChange({ courseId })}>
          <option value="">All courses</option>
          {courses.data?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="State"
          value={filters.state}
          onChange={(state) => onChange({ state: state as LessonState | '' })}
        >
          <option value="">All states</option>
          {LESSON_STATES.map((state) => (
            <option key={state} value={state}>
              {LESSON_STATE_LABELS[state]}
            </option>
          ))}
        </FilterSelect>
        <LearnerFilter
          studentId={filters.studentId}
          name={props.learnerName}
          onChange={(studentId, name) => onChange({ studentId }, name)}
        />
      </SimpleGrid>
    </Stack>
  );
}
