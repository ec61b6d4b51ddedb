import { Box, Card, Container, DataList, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseProgress } from '@app/shared/lessons/lessons';
import { describeRange } from '@app/shared/lessons/quran';
import { isOtherThanHolder } from '@app/shared/students/learners';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format-time';
import { possessive } from '../../../lib/learner-texts';
import { useLearner } from '../../../lib/use-learner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyProgress } from '../api/my-lessons';
import { LessonNoteView } from './lesson-note-view';

const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

function CourseCard({ course }: { course: CourseProgress }) {
  const headingId = `course-${course.courseId}-heading`;
  const facts = [
    { label: 'Lessons attended', value: String(course.attended) },
    { label: 'Missed (did not come)', value: String(course.learnerNoShows) },
    { label: 'Upcoming lessons', value: String(course.upcoming) },
    { label: 'First lesson', value: day(course.firstLessonAt) },
    { label: 'Latest lesson', value: day(course.lastLessonAt) },
    ...(course.quranCourse
      ? [
          {
            label: 'Latest memorised',
            value: course.latestRange
              ? `${describeRange(course.latestRange)} (${formatDate(course.latestRange.at)})`
              : 'Not noted yet',
          },
          { label: 'Pages memorised in all', value: String(course.pagesMemorised) },
        ]
      : []),
  ];
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" id={headingId} size="lg" overflowWrap="anywhere">
          {course.courseTitle ?? 'Course'}
        </Heading>
      </Card.Header>
      <Card.Body gap="6">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel minW={{ base: '40', sm: '44' }}>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Box>
          <Heading as="h3" size="md" mb="3">
            Notes over time
          </Heading>
          {course.notes.length === 0 ? (
            <Text color="fg.muted">No notes yet: your tutor writes one after each lesson.</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="3">
              {course.notes.map((note) => (
                <Stack as="li" key={note.lessonId} gap="2" p="3" borderWidth="1px" rounded="md">
                  <Text fontSize="sm" fontWeight="medium">
                    <time dateTime={note.startTime}>{formatDate(note.startTime)}</time>
                    {note.tutorName ? ` · ${note.tutorName}` : ''}
                  </Text>
                  <LessonNoteView note={note} />
                </Stack>
              ))}
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /student/progress?learner=: the learner's progress course by course: lessons attended and
 * missed, what is booked, the latest Quran range and the pages memorised, and the notes over time.
 */
export function StudentProgressPage() {
  usePageTitle('Progress');
  const { learner, many, learnerId, ready, link } = useLearner();
  const progress = useMyProgress(learnerId, ready);
  const courses = progress.data?.courses ?? [];
  const name = many && learner && isOtherThanHolder(learner) ? learner.fullName : null;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
            <RouterLink to={link('/student/dashboard')}>
              <span aria-hidden="true">← </span>Dashboard
            </RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
            {name ? `${possessive(name)} progress` : 'Your progress'}
          </Heading>
          <Text color="fg.muted">
            Course by course, from the attendance and notes your tutors record after each lesson.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={link('/student/lessons')}>All lessons</RouterLink>
            </Link>
          </Text>
        </Stack>
        <QueryStates
          query={progress}
          isEmpty={courses.length === 0}
          empty="No progress to show yet: it starts with the first lesson."
          loading={
            <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the progress">
              <Skeleton h="48" />
              <Skeleton h="48" />
            </Stack>
          }
        >
          <Stack gap="6">
            {courses.map((course) => (
              <CourseCard key={course.courseId} course={course} />
            ))}
          </Stack>
        </QueryStates>
      </Stack>
    </Container>
  );
}
