import type { ReactNode } from 'react';
import { Card, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { countOf, type AdminDashboard } from '@app/shared/admin/dashboard';
import { ActivityList } from '../../components/ui/activity-list';
import { QueryStates } from '../../components/ui/query-states';
import { useAdminDashboard } from '../../lib/admin-queries';
import { usePageTitle } from '../../lib/use-page-title';
import { useRecentActivity } from './api/get-recent-activity';
import { RowsSkeleton } from '../../components/ui/rows-skeleton';

function StatCard({ label, value, detail }: { label: string; value: number; detail?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={label}>
      <Card.Body gap="1">
        <Text color="fg.muted">{label}</Text>
        <Text fontSize="3xl" fontWeight="bold">
          {value}
        </Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The four counters of the dashboard, with plurals ('1 draft', '2 drafts'). */
export function dashboardCards(data: AdminDashboard) {
  return [
    {
      label: 'Total Leads',
      value: data.leads.total,
      detail: `${data.leads.new} new, ${data.leads.converted} converted`,
    },
    { label: 'Active Students', value: data.students.active, detail: `of ${data.students.total} total` },
    {
      label: 'Courses',
      value: data.courses.published,
      detail: `${data.courses.published} published, ${data.courses.total} total, ${countOf(data.courses.drafts, 'draft')}`,
    },
    { label: 'Admin Users', value: data.admins.total },
  ];
}

/** What waits for the team, each with the screen where it is done (the queues open on what waits). */
export function waitingWork(data: AdminDashboard) {
  return [
    {
      label: countOf(data.pendingRequests, 'package request'),
      to: '/admin/package-requests',
      count: data.pendingRequests,
    },
    { label: countOf(data.pendingRefunds, 'refund request'), to: '/admin/refund-requests', count: data.pendingRefunds },
    {
      label: countOf(data.unmatchedBookings + data.deliveriesToReview, 'booking'),
      to: '/admin/bookings',
      count: data.unmatchedBookings + data.deliveriesToReview,
    },
    {
      label: `${countOf(data.staleNewLeads, 'new lead')} older than a day`,
      to: '/admin/leads?status=new',
      count: data.staleNewLeads,
    },
  ];
}

function WaitingWork({ data }: { data: AdminDashboard }) {
  const waiting = waitingWork(data).filter((item) => item.count > 0);
  return (
    <Stack as="section" aria-labelledby="waiting-work" gap="3">
      <Heading as="h2" size="lg" id="waiting-work">
        Waiting for the team
      </Heading>
      {waiting.length === 0 ? (
        <Text color="fg.muted">Nothing is waiting: every queue is clear.</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" ps="5">
          {waiting.map((item) => (
            <li key={item.to}>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const dashboard = useAdminDashboard();
  const activity = useRecentActivity();
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      <QueryStates
        query={dashboard}
        isEmpty={false}
        empty=""
        loading={
          <SimpleGrid
            columns={{ base: 1, sm: 2, xl: 4 }}
            gap="4"
            role="status"
            aria-busy="true"
            aria-label="Loading counters"
          >
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} h="32" rounded="lg" />
            ))}
          </SimpleGrid>
        }
      >
        <Stack gap="8">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {dashboard.data && dashboardCards(dashboard.data).map((card) => <StatCard key={card.label} {...card} />)}
          </SimpleGrid>
          {dashboard.data && <WaitingWork data={dashboard.data} />}
        </Stack>
      </QueryStates>

      <Stack as="section" aria-labelledby="recent-activity" gap="3">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="recent-activity">
            Recent Activity
          </Heading>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/admin/activity">View all activity</RouterLink>
          </Link>
        </Flex>
        <QueryStates
          query={activity}
          isEmpty={activity.data?.length === 0}
          empty="No recent activity"
          loading={<RowsSkeleton label="Loading recent activity" rows={4} />}
        >
          <ActivityList entries={activity.data ?? []} />
        </QueryStates>
      </Stack>
    </Stack>
  );
}
