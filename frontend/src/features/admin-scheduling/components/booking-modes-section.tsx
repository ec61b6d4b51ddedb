import { useState, type FormEvent } from 'react';
import { Alert, Badge, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { schedulingMessages, type SchedulingSettings } from '@app/shared/scheduling/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSaveEventTypes, type EventTypeMapping } from '../api/scheduling';
import { eventTypeLabel, LINK_MODE_COLORS, LINK_MODE_LABELS, NOT_MAPPED } from '../scheduling-labels';
import { SectionCard } from './section-card';

type CourseRow = SchedulingSettings['courses'][number];

/** The select's value for "Not mapped". */
const NONE = '';

/**
 * How each course's learners book: single-use links (the course mapped to an event type of a
 * connected account that may mint them) or its scheduling page, and why. Super admins map each
 * course to an event type here; only the rows changed are sent.
 */
export function BookingModesSection({
  settings,
  isSuperAdmin,
}: {
  settings: SchedulingSettings;
  isSuperAdmin: boolean;
}) {
  const save = useSaveEventTypes();
  /** The event types chosen and not saved yet, by course. */
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const editable = isSuperAdmin && settings.connected;
  const known = new Map(settings.eventTypes.map((eventType) => [eventType.uri, eventType]));
  const saved = (course: CourseRow) => course.eventTypeUri ?? NONE;
  const value = (course: CourseRow) => chosen[course.courseId] ?? saved(course);
  const nameOf = (uri: string | null) => {
    if (!uri) return NOT_MAPPED;
    const eventType = known.get(uri);
    return eventType ? eventTypeLabel(eventType) : 'An event type the account no longer has';
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const mappings: EventTypeMapping[] = settings.courses
      .filter((course) => value(course) !== saved(course))
      .map((course) => ({ courseId: course.courseId, eventTypeUri: value(course) || null }));
    if (mappings.length === 0) {
      notify.validation('Choose another event type for a course first.');
      return;
    }
    setRefusal(undefined);
    try {
      await save.mutateAsync(mappings);
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error('Not saved', message, { onPage: true, silent: true });
      return;
    }
    setChosen({});
    notify.success(schedulingMessages.saved);
  }

  const columns: Column<CourseRow>[] = [
    {
      header: 'Course',
      primary: true,
      cell: (course) => <Text fontWeight="medium">{course.title}</Text>,
    },
    {
      header: 'Event type',
      cell: (course) =>
        editable ? (
          <NativeSelect.Root size="sm" minW={{ md: '48' }}>
            <NativeSelect.Field
              aria-label={`Event type of ${course.title}`}
              value={value(course)}
              onChange={(event) => {
                const next = event.target.value;
                setChosen((current) => ({ ...current, [course.courseId]: next }));
                setRefusal(undefined);
              }}
            >
              <option value={NONE}>{NOT_MAPPED}</option>
              {/* Only one-on-one event types: cancelling a group meeting would cancel everyone's. */}
              {settings.eventTypes
                .filter((eventType) => (eventType.kind ?? 'solo') === 'solo')
                .map((eventType) => (
                  <option key={eventType.uri} value={eventType.uri}>
                    {eventTypeLabel(eventType)}
                  </option>
                ))}
              {course.eventTypeUri && !known.has(course.eventTypeUri) && (
                <option value={course.eventTypeUri}>{nameOf(course.eventTypeUri)}</option>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          nameOf(course.eventTypeUri)
        ),
    },
    {
      header: 'Link mode',
      nowrap: true,
      cell: (course) => (
        <Badge colorPalette={LINK_MODE_COLORS[course.linkMode]}>{LINK_MODE_LABELS[course.linkMode]}</Badge>
      ),
    },
    {
      header: 'Reason',
      cell: (course) => (
        <Text fontSize="sm" color={course.reason ? undefined : 'fg.muted'}>
          {course.reason ?? '—'}
        </Text>
      ),
    },
  ];

  const table =
    settings.courses.length === 0 ? (
      <Text color="fg.muted">No courses yet.</Text>
    ) : (
      <ResponsiveTable
        label="How learners book each course"
        rows={settings.courses}
        rowKey={(course) => course.courseId}
        columns={columns}
      />
    );

  return (
    <SectionCard
      id="scheduling-modes"
      title="How learners book"
      intro="With single-use links, each link books one session, so learners cannot book more sessions than they paid for."
    >
      {settings.singleUseReason && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{settings.singleUseReason}</Alert.Description>
        </Alert.Root>
      )}
      {editable && settings.courses.length > 0 ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Event types of the courses">
          <Stack gap="4">
            {table}
            {refusal && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{refusal}</Alert.Description>
              </Alert.Root>
            )}
            <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={save.isPending} busyText="Saving...">
              Save event types
            </BusyButton>
          </Stack>
        </form>
      ) : (
        table
      )}
      {isSuperAdmin && !settings.connected && (
        <Text fontSize="sm" color="fg.muted">
          Connect a Calendly account to map the courses to its event types.
        </Text>
      )}
    </SectionCard>
  );
}
