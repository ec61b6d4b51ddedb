import { Heading, Stack, Text } from '@chakra-ui/react';
import type { TutorLearner } from '@app/shared/lessons/lessons';
import { QueryStates } from '../../../components/ui/query-states';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { formatZonedTime } from '../../../lib/format-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTutorLearners } from '../api/tutor-learners';

function When({ iso, none }: { iso: string | null; none: string }) {
  if (!iso)
    return (
      <Text as="span" color="fg.muted">
        {none}
      </Text>
    );
  return <time dateTime={iso}>{formatZonedTime(iso)}</time>;
}

const columns: Column<TutorLearner>[] = [
  { header: 'Learner', primary: true, cell: (learner) => <Text fontWeight="medium">{learner.learnerName}</Text> },
  {
    header: 'Courses',
    cell: (learner) => learner.courses.map((course) => course.courseTitle ?? 'Course').join(', ') || '—',
  },
  { header: 'Last lesson', cell: (learner) => <When iso={learner.lastLessonAt} none="None yet" /> },
  { header: 'Next lesson', cell: (learner) => <When iso={learner.nextLessonAt} none="None booked" /> },
];

/** /tutor/learners: the learners the tutor teaches, with their courses and their last and next lessons. */
export function TutorLearnersPage() {
  usePageTitle('My learners');
  const learners = useTutorLearners();
  const rows = [...(learners.data ?? [])].sort((a, b) => a.learnerName.localeCompare(b.learnerName));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          My learners
        </Heading>
        <Text color="fg.muted">Everyone with a lesson booked with you, and the courses you teach them.</Text>
      </Stack>
      <QueryStates
        query={learners}
        isEmpty={rows.length === 0}
        empty="No learners yet: a learner appears here once a lesson with you is booked."
        loading={<RowsSkeleton label="Loading your learners" rows={4} />}
      >
        <ResponsiveTable label="My learners" rows={rows} rowKey={(learner) => learner.studentId} columns={columns} />
      </QueryStates>
    </Stack>
  );
}
