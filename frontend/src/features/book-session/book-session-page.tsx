import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Container, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { RouteFallback } from '../../components/layout/route-fallback';
import { SchedulingWidget } from '../../components/ui/scheduling-widget';
import { notify } from '../../components/ui/toaster';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { learnerTexts } from '../../lib/learner-texts';
import { studentDataKey } from '../../lib/query-keys';
import { schedulingMessages, type BookingLink } from '@app/shared/scheduling/schemas';
import { bookingBlockedMessages, type StudentCourse } from '@app/shared/students/dashboard';
import { BusyButton } from '../../components/ui/busy-button';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { withRedirect } from '../../lib/redirect-path';
import { schedulingEmbedUrl } from '../../lib/scheduling-url';
import { sessionCount } from '../../lib/session-count';
import { useLearner } from '../../lib/use-learner';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyCourse } from './api/get-my-course';
import { useRequestBookingLink } from './api/request-booking-link';

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

function BuySessions({ courseId }: { courseId: string }) {
  const { link } = useLearner();
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={link(`/packages?courseId=${encodeURIComponent(courseId)}`)}>Buy Sessions</RouterLink>
    </Button>
  );
}

/** The course and the learner's balance for it, above the calendar. */
function CourseCard({ data }: { data: StudentCourse }) {
  return (
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
  );
}

function AfterBookingNote() {
  return (
    <Alert.Root status="info" colorPalette="brand">
      <Alert.Indicator />
      <Alert.Description>
        After you book, the session is automatically deducted from your balance. Booked sessions appear on your
        dashboard.
      </Alert.Description>
    </Alert.Root>
  );
}

/** The server's refusal when every session of the course is booked or held by a used link. */
const noSessionsLeft = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The calendar of a course booked through single-use links: one link per session, asked for once
 * when the page opens (the server hands back the same link while it is unused). After a booking
 * the calendar keeps its confirmation; "Book another session" asks for the next link, naming the
 * links already booked through (`used`), which the server may not have heard of yet.
 */
function SingleUseBooking(props: {
  courseId: string;
  title: string;
  learnerId: string | undefined;
  used: readonly string[];
  onUsed(linkId: string): void;
  onScheduled(): void;
}) {
  const { courseId, learnerId, used, onUsed, onScheduled } = props;
  const { mutate, isPending } = useRequestBookingLink(courseId);
  const [link, setLink] = useState<BookingLink | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [booked, setBooked] = useState(false);
  const line = useRef<HTMLParagraphElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const requested = useRef(false);

  /** Asks for a link; `moveFocus` after a button press, whose button the answer replaces. */
  const ask = useCallback(
    (moveFocus: boolean) => {
      mutate(
        { learnerId, exclude: [...used] },
        {
          onSuccess: (answer) => {
            setLink(answer);
            setFailure(null);
            setBooked(false);
            if (moveFocus) focusWhenReady(() => line.current ?? problem.current);
          },
          onError: (error) => {
            setFailure(error);
            if (moveFocus) focusWhenReady(() => problem.current);
          },
        },
      );
    },
    [mutate, learnerId, used],
  );
  // The button pressed stays (busy) until the answer replaces it.
  const askAgain = () => ask(true);

  // Once per page load (a ref, not the render), however often the page renders.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    ask(false);
  }, [ask]);

  const src = useMemo(() => (link ? schedulingEmbedUrl(link.url, {}, window.location.host) : null), [link]);
  const linkId = link?.linkId ?? null;
  const onBooked = useCallback(() => {
    if (linkId) onUsed(linkId);
    setBooked(true);
    onScheduled();
  }, [linkId, onUsed, onScheduled]);

  const failed = failure !== null && (
    <Stack ref={problem} tabIndex={-1} gap="3" align="start">
      {noSessionsLeft(failure) ? (
        <>
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{errorMessage(failure, schedulingMessages.noSessionsLeft)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <BuySessions courseId={courseId} />
        </>
      ) : (
        <Stack role="alert" gap="3" align="start">
          <Text>We couldn&apos;t get your booking link. {errorMessage(failure)}</Text>
          <BusyButton size="sm" busy={isPending} busyText="Trying again..." onClick={askAgain}>
            Try again
          </BusyButton>
        </Stack>
      )}
    </Stack>
  );

  if (!link || !src) {
    if (failed) return failed;
    return (
      <Stack role="status" aria-busy="true" align="center" justify="center" gap="3" minH="40">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Getting your booking link…</Text>
      </Stack>
    );
  }

  const singleUse = link.mode === 'single_use';
  return (
    <Stack gap="4">
      {singleUse && (
        <Text ref={line} tabIndex={-1} fontWeight="medium">
          Each link books one session. Sessions left: {link.sessionsRemaining}
        </Text>
      )}
      {failed ||
        (singleUse && booked && (
          <HStack gap="3" flexWrap="wrap">
            <BusyButton colorPalette="brand" busy={isPending} busyText="Getting your next link..." onClick={askAgain}>
              Book another session
            </BusyButton>
          </HStack>
        ))}
      {/* A new link is a new calendar: its loading state starts over. */}
      <SchedulingWidget
        key={src}
        src={src}
        pageUrl={link.url}
        title={`Schedule a session: ${props.title}`}
        onScheduled={onBooked}
      />
    </Stack>
  );
}

/**
 * /student/book-session/:courseId?learner=: the course's calendar, when the learner has sessions
 * left. `scheduling_page`: the course's scheduling page, prefilled by the server for the learner
 * (their name, the parent's e-mail). `single_use`: a single-use link per session, asked for here.
 */
export function BookSessionPage() {
  const { courseId = '' } = useParams();
  const { state } = useAuth();
  const { learner, learnerId, writeLearnerId, link } = useLearner();
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
  // The single-use links this page booked through, for as long as it is open.
  const [usedLinks, setUsedLinks] = useState<string[]>([]);
  const onUsedLink = useCallback(
    (linkId: string) => setUsedLinks((used) => (used.includes(linkId) ? used : [...used, linkId])),
    [],
  );

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
  const noSessionsRemaining = (
    <PageFrame title="No Sessions Remaining">
      <Text color="fg.muted">
        You have no sessions left for {data.title}. Purchase a package to keep booking lessons; your sessions are added
        as soon as your payment is confirmed.
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <BuySessions courseId={courseId} />
        <BackToDashboard />
      </HStack>
    </PageFrame>
  );
  if (data.bookingMode === 'single_use') {
    // No link is asked for when the balance is already spent.
    if (data.sessionsRemaining <= 0) return noSessionsRemaining;
    return (
      <PageFrame title="Book a Session">
        <CourseCard data={data} />
        <SingleUseBooking
          key={`${courseId}:${learnerId ?? ''}`}
          courseId={courseId}
          title={data.title}
          learnerId={writeLearnerId}
          used={usedLinks}
          onUsed={onUsedLink}
          onScheduled={onScheduled}
        />
        <AfterBookingNote />
        <HStack>
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
  if (data.sessionsRemaining <= 0) return noSessionsRemaining;

  return (
    <PageFrame title="Book a Session">
      <CourseCard data={data} />
      <SchedulingWidget
        src={src}
        pageUrl={bookingUrl ?? src}
        title={`Schedule a session: ${data.title}`}
        onScheduled={onScheduled}
      />
      <AfterBookingNote />
      <HStack>
        <BackToDashboard />
      </HStack>
    </PageFrame>
  );
}
