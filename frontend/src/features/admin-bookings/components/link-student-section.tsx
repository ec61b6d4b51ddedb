import { useId, type FormEvent } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { StudentCoursePicker } from './student-course-picker';
import { BusyButton } from '../../../components/ui/busy-button';

/** What the team has chosen so far; kept by the dialog, so going to Dismiss and back loses nothing. */
export interface LinkChoice {
  search: string;
  studentId: string;
  /** "Name (e-mail)" as the search listed the chosen student. */
  studentLabel: string;
  courseId: string;
}

interface Props {
  choice: LinkChoice;
  onChoiceChange(choice: LinkChoice): void;
  onLink(): void;
  linking: boolean;
  /** Another request on the delivery is running. */
  disabled: boolean;
}

/** Links the student and course a booking is for; processing it again then books it for them. */
export function LinkStudentSection({ choice, onChoiceChange, onLink, linking, disabled }: Props) {
  const headingId = useId();
  const change = (part: Partial<LinkChoice>) => onChoiceChange({ ...choice, ...part });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice.studentId && choice.courseId) onLink();
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderTopWidth="1px" pt="4">
      <Stack gap="1">
        <Heading as="h3" size="sm" id={headingId}>
          Link Student
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Choose the student and course this booking is for, link them, then process the delivery again.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <StudentCoursePicker
            enabled
            search={choice.search}
            onSearchChange={(search) => change({ search })}
            studentId={choice.studentId}
            onStudentChange={(studentId, studentLabel) => change({ studentId, studentLabel })}
            courseId={choice.courseId}
            onCourseChange={(courseId) => change({ courseId })}
          />
          <BusyButton
            type="submit"
            alignSelf="start"
            colorPalette="brand"
            variant="outline"
            busy={linking}
            busyText="Linking..."
            disabled={disabled || !choice.studentId || !choice.courseId}
          >
            Link Student
          </BusyButton>
        </Stack>
      </form>
    </Stack>
  );
}
