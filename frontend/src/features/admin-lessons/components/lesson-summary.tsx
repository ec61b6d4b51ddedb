import { Badge, Box, Text } from '@chakra-ui/react';
import { LESSON_STATE_LABELS, type Lesson } from '@app/shared/lessons/lessons';
import { STATE_COLORS } from '../lesson-labels';
import { learnerTime, viewerTime } from '../lesson-time';

/** Which lesson a dialog is about: the learner, the course, when, and where it stands. */
export function LessonSummary({ lesson }: { lesson: Lesson }) {
  const theirs = learnerTime(lesson);
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Text fontWeight="medium" dir="auto" overflowWrap="anywhere">
        {lesson.learnerName}
        {lesson.holderName ? ` (Parent: ${lesson.holderName})` : ''}
      </Text>
      <Text fontSize="sm">{lesson.courseTitle ?? 'Untitled course'}</Text>
      <Text fontSize="sm">{viewerTime(lesson)}</Text>
      {theirs && (
        <Text fontSize="sm" color="fg.muted">
          Learner&apos;s time: {theirs}
        </Text>
      )}
      <Badge mt="2" colorPalette={STATE_COLORS[lesson.state]}>
        {LESSON_STATE_LABELS[lesson.state]}
      </Badge>
    </Box>
  );
}
