import { Alert, Button, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VerifyEmailNotice } from '../../components/auth/verify-email-notice';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useDashboard } from './api/get-dashboard';
import { CertificatesCard } from './components/certificates-card';
import { CoursesCard } from './components/courses-card';
import { DashboardCounters } from './components/dashboard-counters';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { PendingRefundsCard } from './components/pending-refunds-card';
import { RefundsCard } from './components/refunds-card';
import { RequestsCard } from './components/requests-card';
import { UpcomingSessionsCard } from './components/upcoming-sessions-card';

export function StudentDashboardPage() {
  usePageTitle('Student Dashboard');
  const { state } = useAuth();
  const profile = state.status === 'signedIn' ? state.me.student : null;
  const dashboard = useDashboard();

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome, {profile?.fullName.trim() || 'Student'}!
          </Heading>
          <Text color="fg.muted">
            Your sessions, bookings and requests in one place.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/student/account">Your account</RouterLink>
            </Link>
            {profile?.intakeCompleted && (
              <>
                {' '}
                <Link asChild color="brand.fg">
                  <RouterLink to="/student/intake-form">Edit your learning profile</RouterLink>
                </Link>
              </>
            )}
          </Text>
        </Stack>
        <VerifyEmailNotice />

        {profile && !profile.intakeCompleted && (
          <Alert.Root status="info" colorPalette="brand" flexWrap="wrap" gap="3">
            <Alert.Indicator />
            <Alert.Content flex="1" minW="48">
              <Alert.Title>Complete Your Profile</Alert.Title>
              <Alert.Description>Tell us about your goals so you can start booking sessions.</Alert.Description>
            </Alert.Content>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/student/intake-form">Complete Profile</RouterLink>
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
              <CoursesCard balances={dashboard.data.balances} />
              <RequestsCard requests={dashboard.data.requests} />
            </SimpleGrid>
            <UpcomingSessionsCard sessions={dashboard.data.upcoming} />
            <RefundsCard purchases={dashboard.data.refundable ?? []} />
            <PendingRefundsCard refunds={dashboard.data.pendingRefunds ?? []} />
          </>
        )}

        <CertificatesCard />

        <Button asChild variant="outline" colorPalette="brand" alignSelf="center">
          <RouterLink to="/courses">Browse All Courses</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
