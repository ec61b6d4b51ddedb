import { useCallback, useMemo, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { RouteFallback } from '../../components/layout/route-fallback';
import { SchedulingWidget } from '../../components/ui/scheduling-widget';
import { notify } from '../../components/ui/toaster';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { learnerTexts } from '../../lib/learner-texts';
import { studentDataKey } from '../../lib/query-keys';
import { bookingBlockedMessages } from '@app/shared/students/dashboard';
import { withRedirect } from '../../lib/redirect-path';
import { schedulingEmbedUrl } from '../../lib/scheduling-url';
import { sessionCount } from '../../lib/session-count';
import { useLearner } from '../../lib/use-learner';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyCourse } from './api/get-my-course';

function BackToDashboard() {
  const { link } = useLearner();
  return (
    <Button asChild variant="outline" colorPalette="brand">
      <RouterLink to={link('/student/dashboard')}>Back to Dashboard</RouterLink>
    </Button>
  );
}

/** With several learners on the account: whom the lesson is for. */
function LessonFor() {
  const { learner, many } = useLearner();
  if (!many || !learner) return null;
  return (
    <Text fontWeight="medium" overflowWrap="anywhere">
      {learnerTexts.bookingFor(learner.fullName)}
    </Text>
  );
}

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <LessonFor />
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * /student/book-session/:courseId?learner=: the course's scheduling page, prefilled by the server
 * for the learner (their name, the parent's e-mail), when they have sessions left.
 */
export function BookSessionPage() {
  const { courseId = '' } = useParams();
  const { state } = useAuth();
  const { learner, learnerId, link } = useLearner();
  const intakeCompleted = Boolean(learner?.intakeCompleted);
  const course = useMyCourse(courseId, learnerId, intakeCompleted);
  const queryClient = useQueryClient();
  const notFound = course.error instanceof ApiError && course.error.status === 404;
  usePageTitle(notFound ? 'Course Not Found' : course.data ? `Book a Session: ${course.data.title}` : 'Book a Session');

  const bookingUrl = course.data?.bookingUrl ?? null;
  // The server's link already names the student and carries the tracking fields; only the embed parameters are added.
  const src = useMemo(
    () => (bookingUrl ? schedulingEmbedUrl(bookingUrl, {}, window.location.host) : null),
    [bookingUrl],
  );
  const onScheduled = useCallback(() => {
    // Marked stale, not refetched: a refetch here could reload the calendar over its confirmation.
    void queryClient.invalidateQueries({ queryKey: studentDataKey, refetchType: 'none' });
    notify.success('Session Booked!', 'Your session is booked. It will appear on your dashboard shortly.');
  }, [queryClient]);

  if (state.status === 'loading') return <RouteFallback />;
  const here = link(`/student/book-session/${courseId}`);
  if (!intakeCompleted) {
    return <Navigate to={link(withRedirect('/student/intake-form', here))} replace />;
  }
  if (course.isPending) return <RouteFallback />;
  if (notFound) {
    return (
      <Container maxW="2xl" py="24" textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            Course Not Found
          </Heading>
          <Text color="fg.muted">This course doesn't exist or is no longer available.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses">Browse Courses</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }
  if (course.isError) {
    return (
      <PageFrame title="Book a Session">
        <Stack role="alert" gap="3" align="start">
          <Text>We couldn't load this course. {errorMessage(course.error)}</Text>
          <Button size="sm" onClick={() => void course.refetch()}>
            Try again
          </Button>
        </Stack>
        <BackToDashboard />
      </PageFrame>
    );
  }

  const data = course.data;
  if (data.bookingBlocked) {
    const incomplete = data.bookingBlocked === bookingBlockedMessages.incomplete;
    return (
      <PageFrame title={data.title}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{data.bookingBlocked}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack gap="3" flexWrap="wrap">
          {incomplete && (
            <Button asChild colorPalette="brand">
              <RouterLink to={link(withRedirect('/student/intake-form', here))}>Complete Profile</RouterLink>
            </Button>
          )}
          <BackToDashboard />
        </HStack>
      </PageFrame>
    );
  }
  if (!src) {
    return (
      <PageFrame title={data.title}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              This course doesn't have a booking link set up yet. Please contact support.{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to="/contact">Contact us</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack>
          <BackToDashboard />
        </HStack>
      </PageFrame>
    );
  }
  if (data.sessionsRemaining <= 0) {
    return (
      <PageFrame title="No Sessions Remaining">
        <Text color="fg.muted">
          You have no sessions left for {data.title}. Purchase a package to keep booking lessons; your sessions are
          added as soon as your payment is confirmed.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={link(`/packages?courseId=${encodeURIComponent(courseId)}`)}>Buy Sessions</RouterLink>
          </Button>
          <BackToDashboard />
        </HStack>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Book a Session">
      <Card.Root as="section" aria-labelledby="course-heading">
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
            <Heading as="h2" id="course-heading" size="lg">
              {data.title}
            </Heading>
            <Badge colorPalette="brand" size="lg">
              You have {sessionCount(data.sessionsRemaining)} remaining
            </Badge>
          </HStack>
          {data.shortDescription && <Text color="fg.muted">{data.shortDescription}</Text>}
        </Card.Body>
      </Card.Root>
      <SchedulingWidget
        src={src}
        pageUrl={bookingUrl ?? src}
        title={`Schedule a session: ${data.title}`}
        onScheduled={onScheduled}
      />
      <Alert.Root status="info" colorPalette="brand">
        <Alert.Indicator />
        <Alert.Description>
          After you book, the session is automatically deducted from your balance. Booked sessions appear on your
          dashboard.
        </Alert.Description>
      </Alert.Root>
      <HStack>
        <BackToDashboard />
      </HStack>
    </PageFrame>
  );
}
