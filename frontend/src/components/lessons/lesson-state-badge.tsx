import { Badge } from '@chakra-ui/react';
import { LESSON_STATE_LABELS, type LessonState } from '@app/shared/lessons/lessons';

const PALETTES: Record<LessonState, string> = {
  upcoming: 'brand',
  rescheduling: 'purple',
  awaiting_attendance: 'orange',
  attended: 'green',
  learner_no_show: 'red',
  tutor_no_show: 'gray',
  canceled: 'gray',
  canceled_by_school: 'gray',
};

/** Where a lesson stands, in the words every screen uses. */
export function LessonStateBadge({ state }: { state: LessonState }) {
  return (
    <Badge colorPalette={PALETTES[state]} variant="subtle" whiteSpace="normal" textAlign="start">
      {LESSON_STATE_LABELS[state]}
    </Badge>
  );
}
