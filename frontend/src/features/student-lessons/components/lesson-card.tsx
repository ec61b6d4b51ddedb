import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Lesson } from '@app/shared/lessons/lessons';
import { LessonStateBadge } from '../../../components/lessons/lesson-state-badge';
import { formatZonedTime } from '../../../lib/format-time';
import { LessonNoteView } from './lesson-note-view';

/** One lesson of the learner's list: when, which course, with whom, where it stands, and the tutor's note. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" rounded="md" bg="white">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {lesson.courseTitle ?? 'Lesson'}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={lesson.startTime}>{formatZonedTime(lesson.startTime)}</time>
            {' · '}
            {lesson.tutorName ? `with ${lesson.tutorName}` : 'Tutor to be confirmed'}
          </Text>
        </Stack>
        <Box flexShrink={0}>
          <LessonStateBadge state={lesson.state} />
        </Box>
      </HStack>
      {lesson.note && (
        <Box borderTopWidth="1px" pt="3">
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {lesson.tutorName ? `${lesson.tutorName}'s note` : "Tutor's note"}
          </Text>
          <LessonNoteView note={lesson.note} />
        </Box>
      )}
    </Stack>
  );
}
