import { Alert, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VerifyEmailNotice } from '../../components/auth/verify-email-notice';
import { Link as RouterLink } from 'react-router-dom';
import { IntakeLearnerOffer } from '../../components/learners/intake-learner-offer';
import { errorMessage } from '../../lib/api-client';
import { learnerTexts } from '../../lib/learner-texts';
import { useLearner } from '../../lib/use-learner';
import { usePageTitle } from '../../lib/use-page-title';
import { useDashboard } from './api/get-dashboard';
import { CertificatesCard } from './components/certificates-card';
import { CoursesCard } from './components/courses-card';
import { DashboardCounters } from './components/dashboard-counters';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { LearnerBar } from './components/learner-bar';
import { PendingRefundsCard } from './components/pending-refunds-card';
import { RefundsCard } from './components/refunds-card';
import { RequestsCard } from './components/requests-card';
import { UpcomingSessionsCard } from './components/upcoming-sessions-card';

/**
 * /student/dashboard?learner=: one learner's sessions, bookings, requests, refunds and
 * certificates. An account with several learners names the one shown and can switch.
 */
export function StudentDashboardPage() {
  usePageTitle('Student Dashboard');
  const choice = useLearner();
  const { learner, learners, many, account, learnerId, ready, link } = choice;
  const dashboard = useDashboard(learnerId, ready);
  const holderName = (account?.fullName ?? learners[0]?.holderName ?? learner?.fullName ?? '').trim() || 'Student';
  const welcome = `Welcome, ${holderName}!`;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          {many && learner ? (
            <>
              <Text color="fg.muted" fontWeight="medium">
                {welcome}
              </Text>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
                {learnerTexts.lessonsTitle(learner)}
              </Heading>
            </>
          ) : (
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {welcome}
            </Heading>
          )}
          <Text color="fg.muted">
            Your sessions, bookings and requests in one place.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/student/account">Your account</RouterLink>
            </Link>
            {learner?.intakeCompleted && (
              <>
                {' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={link('/student/intake-form')}>
                    {many ? learnerTexts.editProfileLink(learner) : 'Edit your learning profile'}
                  </RouterLink>
                </Link>
              </>
            )}
          </Text>
        </Stack>
        <LearnerBar choice={choice} />
        <VerifyEmailNotice />
        <IntakeLearnerOffer onAdded={(added) => choice.choose(added.id)} />

        {learner && !learner.intakeCompleted && (
          <Alert.Root status="info" colorPalette="brand" flexWrap="wrap" gap="3">
            <Alert.Indicator />
            <Alert.Content flex="1" minW="48">
              <Alert.Title>Complete Your Profile</Alert.Title>
              <Alert.Description>Tell us about your goals so you can start booking sessions.</Alert.Description>
            </Alert.Content>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={link('/student/intake-form')}>Complete Profile</RouterLink>
            </Button>
          </Alert.Root>
        )}

        {dashboard.isPending ? (
          <DashboardSkeleton />
        ) : dashboard.isError ? (
          <Stack role="alert" gap="3" align="start" py="6">
            <Text>We couldn't load your dashboard. {errorMessage(dashboard.error)}</Text>
            <Button size="sm" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <>
            <DashboardCounters counters={dashboard.data.counters} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <CoursesCard balances={dashboard.data.balances} link={link} />
              <RequestsCard requests={dashboard.data.requests} />
            </SimpleGrid>
            <UpcomingSessionsCard
              sessions={dashboard.data.upcoming}
              action={
                <HStack gap="4" flexWrap="wrap">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={link('/student/lessons')}>All lessons</RouterLink>
                  </Link>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={link('/student/progress')}>Progress</RouterLink>
                  </Link>
                </HStack>
              }
            />
            <RefundsCard purchases={dashboard.data.refundable ?? []} />
            <PendingRefundsCard refunds={dashboard.data.pendingRefunds ?? []} />
          </>
        )}

        <CertificatesCard learnerId={learnerId} ready={ready} />

        <Button asChild variant="outline" colorPalette="brand" alignSelf="center">
          <RouterLink to="/courses">Browse All Courses</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
