import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Lesson } from '@app/shared/lessons/lessons';
import { awaitsAttendance, isCanceled, lessonTime } from '../lesson-days';
import { LessonStateBadge } from '../../../components/lessons/lesson-state-badge';

export const lessonPath = (lessonId: string) => `/tutor/lessons/${encodeURIComponent(lessonId)}`;

/**
 * One lesson of the tutor's lists: when (the tutor's zone), who, which course, where it stands,
 * and what to do: join it, open it, or record its attendance (highlighted once it has started).
 */
export function LessonRow({ lesson, withDay, now }: { lesson: Lesson; withDay: boolean; now: number }) {
  const awaiting = awaitsAttendance(lesson);
  const course = lesson.courseTitle ?? 'Lesson';
  const about = ` (${lesson.learnerName}, ${course})`;
  const joinable = lesson.joinUrl && !isCanceled(lesson) && Date.parse(lesson.endTime) > now;
  return (
    <Box
      as="li"
      p="4"
      borderWidth="1px"
      rounded="md"
      bg={awaiting ? 'orange.50' : 'white'}
      borderColor={awaiting ? 'orange.500' : undefined}
      borderLeftWidth={awaiting ? '4px' : undefined}
    >
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">
            <time dateTime={lesson.startTime}>{lessonTime(lesson.startTime, { withDay })}</time>
          </Text>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {lesson.learnerName}
            {lesson.holderName && (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' '}
                · parent {lesson.holderName}
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {course}
          </Text>
          <Box>
            <LessonStateBadge state={lesson.state} />
          </Box>
        </Stack>
        <HStack gap="2" flexWrap="wrap" flexShrink={0}>
          {awaiting ? (
            // A darker orange than the palette's solid: white text on it reads at AA contrast.
            <Button asChild size="sm" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }}>
              <RouterLink to={lessonPath(lesson.id)}>
                Record attendance
                <Box as="span" srOnly>
                  {about}
                </Box>
              </RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm" bg="white">
              <RouterLink to={lessonPath(lesson.id)}>
                Open lesson
                <Box as="span" srOnly>
                  {about}
                </Box>
              </RouterLink>
            </Button>
          )}
          {joinable && (
            <Button asChild colorPalette="brand" size="sm">
              <a href={lesson.joinUrl ?? undefined} target="_blank" rel="noopener noreferrer">
                Join
                <Box as="span" srOnly>
                  {`${about} (opens in a new tab)`}
                </Box>
              </a>
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
