import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { lessonMessages, type Lesson } from '@app/shared/lessons/lessons';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatZonedTime } from '../../../lib/format-time';
import { TUTOR_HOME } from '../../../lib/role-home';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTutorLesson } from '../api/tutor-lessons';
import { isCanceled } from '../lesson-days';
import { AttendanceForm, AttendanceRules } from './attendance-form';
import { LessonStateBadge } from '../../../components/lessons/lesson-state-badge';
import { NoteForm } from './note-form';

const endFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
      <RouterLink to={TUTOR_HOME}>
        <span aria-hidden="true">← </span>My lessons
      </RouterLink>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Header>
        <Heading as="h2" id={`${id}-heading`} size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

const lessonTitle = (lesson: Lesson) => `${lesson.courseTitle ?? 'Lesson'} with ${lesson.learnerName}`;

/**
 * /tutor/lessons/:lessonId: the lesson (when, who, join link, where it stands), its attendance and
 * its note. A cancelled lesson has neither; a lesson whose session was returned keeps its attendance.
 */
export function TutorLessonPage() {
  const { lessonId = '' } = useParams();
  const lesson = useTutorLesson(lessonId);
  usePageTitle(lesson.data ? lessonTitle(lesson.data) : 'Lesson');

  if (lesson.isPending) {
    return (
      <Stack gap="6" role="status" aria-busy="true" aria-label="Loading the lesson">
        <Skeleton h="10" w="2/3" />
        <Skeleton h="48" />
        <Skeleton h="64" />
      </Stack>
    );
  }
  if (lesson.isError) {
    const missing = lesson.error instanceof ApiError && lesson.error.status === 404;
    return (
      <Stack gap="4" align="start">
        <BackLink />
        <Heading as="h1" size="2xl">
          {missing ? lessonMessages.notFound : 'Lesson'}
        </Heading>
        {missing ? (
          <Text>It may have been moved to another tutor. Your lessons are on My lessons.</Text>
        ) : (
          <Stack role="alert" gap="3" align="start">
            <Text>We couldn't load this lesson. {errorMessage(lesson.error)}</Text>
            <Button size="sm" onClick={() => void lesson.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  const data = lesson.data;
  const canceled = isCanceled(data);
  const joinable = data.joinUrl && !canceled && Date.parse(data.endTime) > Date.now();
  return (
    <Stack gap="6">
      <BackLink />
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {lessonTitle(data)}
        </Heading>
        <Text>
          <time dateTime={data.startTime}>{formatZonedTime(data.startTime)}</time>
          {' – '}
          <time dateTime={data.endTime}>{endFormat.format(new Date(data.endTime))}</time>
        </Text>
        {data.holderName && <Text color="fg.muted">Parent: {data.holderName}</Text>}
        <HStack gap="3" flexWrap="wrap">
          <LessonStateBadge state={data.state} />
          {joinable && (
            <Button asChild colorPalette="brand" size="sm">
              <a href={data.joinUrl ?? undefined} target="_blank" rel="noopener noreferrer">
                Join lesson
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </a>
            </Button>
          )}
        </HStack>
      </Stack>

      <Section id="attendance" title="Attendance">
        {canceled ? (
          <Text>{lessonMessages.canceled}</Text>
        ) : data.state === 'tutor_no_show' ? (
          <Stack gap="4">
            <Text>{lessonMessages.final}</Text>
            <AttendanceRules />
          </Stack>
        ) : (
          <AttendanceForm key={data.id} lesson={data} />
        )}
      </Section>

      <Section id="note" title="Lesson note">
        {canceled ? (
          <Text>This lesson was cancelled: there is nothing to note.</Text>
        ) : (
          <NoteForm key={data.id} lesson={data} />
        )}
      </Section>
    </Stack>
  );
}
