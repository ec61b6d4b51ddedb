import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Lesson } from '@app/shared/lessons/lessons';
import { LessonRow } from './lesson-row';

/** A titled list of lessons on the tutor's home, with what it says when empty. */
export function LessonSection(props: {
  id: string;
  title: string;
  intro?: ReactNode;
  lessons: readonly Lesson[];
  empty: string;
  withDay: boolean;
  now: number;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="2">
        {props.title}
      </Heading>
      {props.intro}
      {props.lessons.length === 0 ? (
        <Text color="fg.muted" py="4">
          {props.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" mt="3">
          {props.lessons.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} withDay={props.withDay} now={props.now} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
