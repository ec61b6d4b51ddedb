import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLearner } from '../../../lib/use-learner';
import { useCourseBalance } from '../api/get-course-balance';
import { NOT_FOR_SALE_TEXT, sessionsLeftText, sideCardState } from '../course-side-card-state';

export function CourseSideCard(props: { courseId: string; moduleCount: number; bookable: boolean }) {
  const { courseId, moduleCount } = props;
  // The student area's current learner (lib/use-learner): whose balance this is, and whom the links are for.
  const { learner, learnerId, many, link } = useLearner();
  const balance = useCourseBalance(courseId, learnerId, Boolean(learner?.intakeCompleted));
  // A balance that cannot be read counts as none: the student is offered to buy sessions.
  const card = sideCardState(learner, balance.isError ? 0 : balance.data?.sessionsRemaining, props.bookable);

  return (
    <Card.Root position={{ lg: 'sticky' }} top={{ lg: '24' }} as="aside" aria-label="Book this course">
      <Card.Body gap="4">
        {card.kind === 'book-course' && (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={`/intake-form?type=paid&courseId=${courseId}`}>Book This Course</RouterLink>
          </Button>
        )}
        {card.kind === 'complete-profile' && (
          <Stack gap="3">
            <Text>Complete your profile to start booking sessions</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={link(`/student/intake-form?redirect=${encodeURIComponent(`/courses/${courseId}`)}`)}>
                Complete Profile
              </RouterLink>
            </Button>
          </Stack>
        )}
        {card.kind === 'checking-balance' && <Text color="fg.muted">Checking your sessions…</Text>}
        {card.kind === 'book-session' && (
          <Stack gap="3">
            <Text fontWeight="medium">
              {sessionsLeftText(card.sessionsRemaining, many ? learner?.fullName : undefined)}
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={link(`/student/book-session/${courseId}`)}>Book a Session</RouterLink>
            </Button>
          </Stack>
        )}
        {card.kind === 'not-for-sale' && <Text color="fg.muted">{NOT_FOR_SALE_TEXT}</Text>}
        {card.kind === 'buy-sessions' && (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={link(`/packages?courseId=${courseId}`)}>Buy Sessions</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={`/intake-form?type=trial&courseId=${courseId}`}>Schedule Free Trial</RouterLink>
        </Button>
        <Text color="fg.muted" fontSize="sm" textAlign="center">
          {moduleCount} module{moduleCount === 1 ? '' : 's'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
