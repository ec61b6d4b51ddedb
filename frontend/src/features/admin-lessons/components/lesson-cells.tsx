import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { LESSON_STATE_LABELS, type Lesson } from '@app/shared/lessons/lessons';
import { needsTutor, safeJoinUrl, STATE_COLORS } from '../lesson-labels';
import { duration, learnerTime } from '../lesson-time';

export function StateBadge({ lesson }: { lesson: Pick<Lesson, 'state'> }) {
  return <Badge colorPalette={STATE_COLORS[lesson.state]}>{LESSON_STATE_LABELS[lesson.state]}</Badge>;
}

/** The tutor's name, "Needs a tutor" when none matched, or a dash for a cancelled lesson without one. */
export function TutorCell({ lesson }: { lesson: Lesson }) {
  if (lesson.tutorName) return <Text dir="auto">{lesson.tutorName}</Text>;
  if (needsTutor(lesson)) {
    // White on orange.700, as the sidebar's badges (orange.solid is below AA contrast).
    return (
      <Badge bg="orange.700" color="white">
        Needs a tutor
      </Badge>
    );
  }
  return <>—</>;
}

/** The learner, and the parent whose account it is. */
export function LearnerCell({ lesson }: { lesson: Pick<Lesson, 'learnerName' | 'holderName'> }) {
  return (
    <Stack gap="0">
      <Text dir="auto" overflowWrap="anywhere">
        {lesson.learnerName}
      </Text>
      {lesson.holderName && (
        <Text fontSize="sm" color="fg.muted" dir="auto" overflowWrap="anywhere">
          Parent: {lesson.holderName}
        </Text>
      )}
    </Stack>
  );
}

/** When, in the viewer's zone, how long, and when for the learner if their clock says otherwise. */
export function LessonTimes({ lesson }: { lesson: Lesson }) {
  const theirs = learnerTime(lesson);
  const length = duration(lesson);
  return (
    <>
      {length && (
        <Text as="span" display="block" fontSize="sm" color="fg.muted">
          {length}
        </Text>
      )}
      {theirs && (
        <Text as="span" display="block" fontSize="sm" color="fg.muted">
          Learner&apos;s time: {theirs}
        </Text>
      )}
    </>
  );
}

/** The video lesson's address, opened in a new tab. */
export function JoinLink({ lesson }: { lesson: Lesson }) {
  const url = safeJoinUrl(lesson.joinUrl);
  if (!url) return <>—</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" overflowWrap="anywhere">
      Join link
      <Text as="span" srOnly>
        {' '}
        (opens in a new tab)
      </Text>
    </Link>
  );
}
