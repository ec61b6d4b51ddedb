import type { ReactNode } from 'react';
import { Button, DataList, Flex, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ATTENDANCE_LABELS, type Lesson } from '@app/shared/lessons/lessons';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLesson } from '../api/get-lesson';
import { canCancel, canRecordAttendance, isCanceled, progressPath, studentPath } from '../lesson-labels';
import { viewerTime } from '../lesson-time';
import { DetailCard } from './detail-card';
import { JoinLink, LessonTimes, StateBadge, TutorCell } from './lesson-cells';
import { useLessonDialogs } from './lesson-dialogs';
import { LessonLedger, LessonTimeline } from './lesson-history';
import { LessonNoteForm } from './lesson-note-form';

/** One lesson: its facts and actions, the note, what happened to it and its balance moves. */
export function LessonPage() {
  const { lessonId = '' } = useParams();
  const detail = useLesson(lessonId);
  const lesson = detail.data?.lesson;
  usePageTitle(lesson ? `${lesson.learnerName} · Lessons · Admin` : 'Lesson · Admin');
  const { open, dialogs } = useLessonDialogs();

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
        <RouterLink to="/admin/lessons">← Back to Lessons</RouterLink>
      </Link>
      <QueryStates
        query={detail}
        isEmpty={false}
        empty=""
        loading={
          <Stack gap="4" role="status" aria-busy="true" aria-label="Loading lesson">
            <Skeleton h="10" w="64" />
            <Skeleton h="48" rounded="lg" />
          </Stack>
        }
      >
        {detail.data && lesson && (
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size="2xl" overflowWrap="anywhere" dir="auto">
                {lesson.learnerName}: {lesson.courseTitle ?? 'Lesson'}
              </Heading>
              <Text color="fg.muted">{viewerTime(lesson)}</Text>
              <HStack gap="4" wrap="wrap" fontSize="sm">
                <Link asChild color="brand.fg">
                  <RouterLink to={studentPath(lesson.studentId)}>Student page</RouterLink>
                </Link>
                <Link asChild color="brand.fg">
                  <RouterLink to={progressPath(lesson.studentId)}>Progress</RouterLink>
                </Link>
              </HStack>
            </Stack>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
              <DetailCard id="lesson-details" title="Details">
                <LessonFacts lesson={lesson} />
                <Flex gap="2" wrap="wrap">
                  {canRecordAttendance(lesson) && (
                    <Button colorPalette="brand" onClick={() => open('attendance', lesson)}>
                      {lesson.attendance ? 'Change attendance' : 'Mark attendance'}
                    </Button>
                  )}
                  {!isCanceled(lesson) && (
                    <Button variant="outline" onClick={() => open('tutor', lesson)}>
                      {lesson.tutorId ? 'Change tutor' : 'Assign tutor'}
                    </Button>
                  )}
                  {canCancel(lesson) && (
                    <Button variant="outline" colorPalette="red" onClick={() => open('cancel', lesson)}>
                      Cancel for the school
                    </Button>
                  )}
                </Flex>
              </DetailCard>
              <DetailCard id="lesson-note" title="Lesson note">
                <LessonNoteForm key={lesson.id} lesson={lesson} />
              </DetailCard>
            </SimpleGrid>
            <DetailCard id="lesson-history" title="History">
              <LessonTimeline history={detail.data.history} />
            </DetailCard>
            <DetailCard id="lesson-ledger" title="Balance moves">
              <LessonLedger ledger={detail.data.ledger} />
            </DetailCard>
          </Stack>
        )}
      </QueryStates>
      {dialogs}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item alignItems="start">
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function LessonFacts({ lesson }: { lesson: Lesson }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3">
      <Fact label="When">
        <Stack gap="0">
          <Text>{viewerTime(lesson)}</Text>
          <LessonTimes lesson={lesson} />
        </Stack>
      </Fact>
      <Fact label="Learner">
        <Stack gap="0">
          <Link asChild color="brand.fg" dir="auto">
            <RouterLink to={studentPath(lesson.studentId)}>{lesson.learnerName}</RouterLink>
          </Link>
          {lesson.holderName && (
            <Text fontSize="sm" color="fg.muted" dir="auto">
              Parent: {lesson.holderName}
            </Text>
          )}
        </Stack>
      </Fact>
      <Fact label="Course">{lesson.courseTitle ?? '—'}</Fact>
      <Fact label="Tutor">
        <TutorCell lesson={lesson} />
      </Fact>
      <Fact label="Join">
        <JoinLink lesson={lesson} />
      </Fact>
      <Fact label="State">
        <StateBadge lesson={lesson} />
      </Fact>
      <Fact label="Attendance">{lesson.attendance ? ATTENDANCE_LABELS[lesson.attendance] : 'Not recorded'}</Fact>
    </DataList.Root>
  );
}
