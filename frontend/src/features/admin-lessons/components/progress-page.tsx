import { Box, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseProgress } from '@app/shared/lessons/lessons';
import { describeRange } from '@app/shared/lessons/quran';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDate, formatDateTime } from '../../../lib/format-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProgress } from '../api/lookups';
import { lessonPath, lessonsOfStudentPath, studentPath } from '../lesson-labels';
import { DetailCard } from './detail-card';

/**
 * A learner's progress, course by course: lessons attended, missed and to come, the first and the
 * last, for Quran courses the latest range and the pages memorised, and the notes newest first.
 * The team reads it before issuing a certificate.
 */
export function ProgressPage() {
  const { studentId = '' } = useParams();
  const progress = useProgress(studentId);
  const data = progress.data;
  usePageTitle(data ? `Progress of ${data.learnerName} · Admin` : 'Progress · Admin');

  return (
    <Stack gap="6">
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Link asChild color="brand.fg">
          <RouterLink to={studentPath(studentId)}>← Back to the student</RouterLink>
        </Link>
        <Link asChild color="brand.fg">
          <RouterLink to={lessonsOfStudentPath(studentId)}>Lessons of this learner</RouterLink>
        </Link>
      </HStack>
      <QueryStates
        query={progress}
        isEmpty={false}
        empty=""
        loading={
          <Stack gap="4" role="status" aria-busy="true" aria-label="Loading progress">
            <Skeleton h="10" w="64" />
            <Skeleton h="48" rounded="lg" />
          </Stack>
        }
      >
        {data && (
          <Stack gap="6">
            <Heading as="h1" size="2xl" overflowWrap="anywhere" dir="auto">
              Progress of {data.learnerName}
            </Heading>
            {data.courses.length === 0 ? (
              <Text py="10" textAlign="center" color="fg.muted">
                No lessons yet
              </Text>
            ) : (
              data.courses.map((course) => <CourseProgressCard key={course.courseId} course={course} />)
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg">{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function CourseProgressCard({ course }: { course: CourseProgress }) {
  const id = `progress-${course.courseId}`;
  const notes = [...course.notes].sort((a, b) => b.startTime.localeCompare(a.startTime));
  return (
    <DetailCard id={id} title={course.courseTitle ?? 'Untitled course'}>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
        <Figure label="Attended" value={course.attended} />
        <Figure label="Learner did not come" value={course.learnerNoShows} />
        <Figure label="Upcoming" value={course.upcoming} />
        <Figure label="First lesson" value={course.firstLessonAt ? formatDate(course.firstLessonAt) : '—'} />
        <Figure label="Last lesson" value={course.lastLessonAt ? formatDate(course.lastLessonAt) : '—'} />
        {course.quranCourse && (
          <>
            <Figure
              label="Latest range"
              value={
                course.latestRange ? `${describeRange(course.latestRange)} (${formatDate(course.latestRange.at)})` : '—'
              }
            />
            <Figure label="Pages memorised" value={course.pagesMemorised} />
          </>
        )}
      </SimpleGrid>
      <Heading as="h3" size="sm">
        Lesson notes
      </Heading>
      {notes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No notes yet
        </Text>
      ) : (
        <Stack
          as="ol"
          listStyleType="none"
          gap="3"
          aria-label={`Lesson notes of ${course.courseTitle ?? 'the course'}`}
        >
          {notes.map((note) => (
            <Box as="li" key={note.lessonId} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={lessonPath(note.lessonId)}>{formatDateTime(note.startTime)}</RouterLink>
                </Link>
                {note.tutorName && (
                  <Text fontSize="sm" color="fg.muted" dir="auto">
                    {note.tutorName}
                  </Text>
                )}
              </HStack>
              <Stack gap="1" mt="2" fontSize="sm">
                <Text dir="auto" whiteSpace="pre-line" overflowWrap="anywhere">
                  {note.covered}
                </Text>
                {note.homework && (
                  <Text dir="auto" whiteSpace="pre-line" overflowWrap="anywhere">
                    <strong>Homework:</strong> {note.homework}
                  </Text>
                )}
                {note.quran && (
                  <Text>
                    <strong>Quran:</strong> {describeRange(note.quran)}
                  </Text>
                )}
                {note.pages !== null && (
                  <Text>
                    <strong>Pages memorised:</strong> {note.pages}
                  </Text>
                )}
                {note.tajweed && (
                  <Text dir="auto" whiteSpace="pre-line" overflowWrap="anywhere">
                    <strong>Tajweed:</strong> {note.tajweed}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
