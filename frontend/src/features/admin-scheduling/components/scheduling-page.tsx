import { Heading, Stack, Text } from '@chakra-ui/react';
import { QueryStates } from '../../../components/ui/query-states';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSchedulingSettings } from '../api/scheduling';
import { AccountSection } from './account-section';
import { BookingModesSection } from './booking-modes-section';
import { CalendarCheckSection } from './calendar-check-section';
import { FailedCommandsSection } from './failed-commands-section';
import { PolicySection } from './policy-section';
import { WebhookSection } from './webhook-section';

/**
 * /admin/scheduling: the school's Calendly account and how learners book through it. Every admin
 * sees it and can check the calendar now; connecting, mapping event types, the policy and the
 * webhook are the super admins'.
 */
export function SchedulingPage() {
  usePageTitle('Scheduling · Admin');
  const { state } = useAuth();
  const isSuperAdmin = state.status === 'signedIn' && state.me.role === 'super_admin';
  const settings = useSchedulingSettings();

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Scheduling
        </Heading>
        <Text color="fg.muted">
          The school&apos;s Calendly account, how learners book their sessions, and whether its bookings reach the
          school.
        </Text>
      </Stack>
      <QueryStates
        query={settings}
        isEmpty={false}
        empty=""
        loading={<RowsSkeleton label="Loading the scheduling settings" rows={6} />}
      >
        {settings.data && (
          <Stack gap="6">
            <AccountSection settings={settings.data} isSuperAdmin={isSuperAdmin} />
            <BookingModesSection settings={settings.data} isSuperAdmin={isSuperAdmin} />
            <PolicySection settings={settings.data} isSuperAdmin={isSuperAdmin} />
            <WebhookSection settings={settings.data} isSuperAdmin={isSuperAdmin} />
            <CalendarCheckSection last={settings.data.lastReconciliation} />
            <FailedCommandsSection commands={settings.data.failedCommands} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
