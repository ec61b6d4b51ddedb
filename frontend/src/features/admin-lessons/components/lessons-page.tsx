import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { QueryStates } from '../../../components/ui/query-states';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportLessons } from '../api/export-lessons';
import { useLessons } from '../api/list-lessons';
import { useStudentName } from '../api/lookups';
import { filtersFromParams, lessonsQueryOf, paramsOf, rangeProblem, type LessonFilters } from '../lesson-range';
import { useLessonDialogs } from './lesson-dialogs';
import { LessonFiltersBar } from './lesson-filters';
import { LessonsTable } from './lessons-table';

/**
 * Lessons: those starting in a range (the viewer's own days), narrowed by tutor, course, learner and
 * state, kept in the address (`?range=week&tutorId=none`), so a view can be shared or reloaded.
 */
export function LessonsPage() {
  usePageTitle('Lessons · Admin');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = lessonsQueryOf(filters);
  const problem = rangeProblem(query);
  const lessons = useLessons(query, !problem);
  const exportCsv = useExportLessons();
  const { open, dialogs } = useLessonDialogs();
  /** The name of the learner chosen in the picker (before any of their lessons shows it). */
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const listedName = lessons.data?.find((lesson) => lesson.studentId === filters.studentId)?.learnerName ?? null;
  const knownName = listedName ?? (picked?.id === filters.studentId ? picked.name : null);
  const loadedName = useStudentName(filters.studentId, !knownName && !lessons.isPending);
  const learnerName = knownName ?? loadedName.data ?? null;

  function change(next: Partial<LessonFilters>, name?: string | null) {
    if (next.studentId && name) setPicked({ id: next.studentId, name });
    setParams(paramsOf({ ...filters, ...next }));
  }

  const count = lessons.data?.length;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Lessons
      </Heading>
      <LessonFiltersBar filters={filters} learnerName={learnerName} onChange={change} />
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" minH="10">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {problem || count === undefined ? '' : count === 1 ? '1 lesson' : `${count} lessons`}
        </Text>
        <Button
          variant="outline"
          bg="white"
          disabled={Boolean(problem)}
          loading={exportCsv.isPending}
          loadingText="Exporting..."
          onClick={() =>
            exportCsv.mutate(query, { onError: (error) => notify.error('Export failed', errorMessage(error)) })
          }
        >
          Export CSV
        </Button>
      </Flex>
      {problem ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      ) : (
        <QueryStates
          query={lessons}
          isEmpty={count === 0}
          empty="No lessons match these filters"
          loading={<RowsSkeleton label="Loading lessons" rows={5} />}
        >
          <LessonsTable lessons={lessons.data ?? []} onAction={open} />
        </QueryStates>
      )}
      {dialogs}
    </Stack>
  );
}
