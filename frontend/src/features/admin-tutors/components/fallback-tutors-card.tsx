import { useState, type FormEvent } from 'react';
import { Card, Flex, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CourseSummary } from '@app/shared/courses/schemas';
import type { TutorAccount } from '@app/shared/tutors/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormField } from '../../../components/ui/form-field';
import { QueryStates } from '../../../components/ui/query-states';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAllCourses, useCourseTutor, useSetCourseTutor } from '../api/course-tutors';

const NONE = '';

/**
 * Each course's fallback tutor: who teaches a lesson of the course when the scheduling service's
 * host matches no tutor. One small form per course, saved on its own.
 */
export function FallbackTutorsCard({ tutors }: { tutors: TutorAccount[] | undefined }) {
  const courses = useAllCourses();
  return (
    <Card.Root as="section" aria-labelledby="fallback-tutors">
      <Card.Header>
        <Heading as="h2" size="md" id="fallback-tutors">
          Fallback tutor per course
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="sm" color="fg.muted">
          Lessons whose host matches no tutor go to the course&apos;s fallback tutor; without one they are flagged
          &ldquo;Needs a tutor&rdquo;.
        </Text>
        <QueryStates
          query={courses}
          isEmpty={courses.data?.length === 0}
          empty="No courses yet"
          loading={<RowsSkeleton label="Loading courses" rows={3} />}
        >
          <Stack as="ul" listStyleType="none" gap="4">
            {courses.data?.map((course) => (
              <li key={course.id}>
                <CourseTutorForm course={course} tutors={tutors ?? []} />
              </li>
            ))}
          </Stack>
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}

function CourseTutorForm({ course, tutors }: { course: CourseSummary; tutors: TutorAccount[] }) {
  const current = useCourseTutor(course.id);
  const save = useSetCourseTutor();
  /** What is chosen in the select; null until changed (it shows the saved tutor meanwhile). */
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const saved = current.data?.tutorId ?? NONE;
  const value = chosen ?? saved;
  const title = course.isPublished ? course.title : `${course.title} (draft)`;
  // Active tutors, and the saved one even if inactive now (so the select shows what is saved).
  const options = tutors.filter((tutor) => tutor.status === 'active' || tutor.id === saved);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    try {
      const result = await save.mutateAsync({ courseId: course.id, tutorId: value || null });
      setChosen(null);
      const name = tutors.find((tutor) => tutor.id === result.tutorId)?.name;
      notify.success('Fallback tutor saved', name ? `${course.title}: ${name}` : `${course.title}: none`);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields?.tutorId ?? error.message) : errorMessage(error);
      // Kept under the select until it changes; the toast says it once.
      setRefusal(message);
      notify.error('Error', message, { onPage: true });
    }
  }

  if (current.isPending)
    return (
      <Skeleton h="16" role="status" aria-busy="true" aria-label={`Loading the fallback tutor of ${course.title}`} />
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Fallback tutor of ${course.title}`}>
      <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
        <FormField
          label={title}
          error={
            refusal ??
            (current.isError ? `The current choice could not be loaded: ${errorMessage(current.error)}` : undefined)
          }
        >
          <NativeSelect.Root disabled={current.isError}>
            <NativeSelect.Field
              value={value}
              onChange={(event) => {
                setChosen(event.target.value);
                setRefusal(undefined);
              }}
            >
              <option value={NONE}>None</option>
              {options.map((tutor) => (
                <option key={tutor.id} value={tutor.id}>
                  {tutor.status === 'active' ? tutor.name : `${tutor.name} (inactive)`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <BusyButton
          type="submit"
          variant="outline"
          flexShrink={0}
          busy={save.isPending}
          busyText="Saving..."
          disabled={current.isError}
          aria-label={`Save the fallback tutor of ${course.title}`}
        >
          Save
        </BusyButton>
      </Flex>
    </form>
  );
}
