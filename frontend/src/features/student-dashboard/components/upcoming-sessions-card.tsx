import type { ReactNode } from 'react';
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Booking, BookingStatus } from '@app/shared/bookings/schemas';
import { DASHBOARD_UPCOMING } from '@app/shared/students/dashboard';
import { canJoin, changeNote, formatSessionTime } from '../session-time';
import { DashboardCard, EmptyNote } from './dashboard-card';

const STATUS_LABELS: Record<BookingStatus, string> = {
  scheduled: 'Scheduled',
  rescheduling: 'Rescheduling',
  canceled: 'Canceled',
};

/** The next sessions (at most DASHBOARD_UPCOMING); `action`: links beside the title (All lessons, Progress). */
export function UpcomingSessionsCard({ sessions, action }: { sessions: Booking[]; action?: ReactNode }) {
  const soonest = [...sessions].sort((a, b) => a.startTime.localeCompare(b.startTime)).slice(0, DASHBOARD_UPCOMING);
  const now = new Date();
  return (
    <DashboardCard id="upcoming" title="Upcoming Sessions" action={action}>
      {soonest.length === 0 ? (
        <EmptyNote text="No upcoming sessions" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {soonest.map((session) => {
            const title = session.courseTitle ?? 'Session';
            const note = changeNote(session, now);
            return (
              <HStack
                as="li"
                key={session.id}
                justify="space-between"
                align={{ base: 'start', sm: 'center' }}
                flexDirection={{ base: 'column', sm: 'row' }}
                gap="3"
                p="3"
                borderWidth="1px"
                rounded="md"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={session.startTime}>{formatSessionTime(session.startTime)}</time>
                  </Text>
                  {note && (
                    <Text fontSize="sm" fontWeight="medium" color="orange.800">
                      {note}
                    </Text>
                  )}
                  {(session.rescheduleUrl || session.cancelUrl) && (
                    <HStack gap="3" fontSize="sm">
                      {session.rescheduleUrl && (
                        <Link href={session.rescheduleUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                          Reschedule
                          <Box as="span" srOnly>{` ${title} (opens in a new tab)`}</Box>
                        </Link>
                      )}
                      {session.cancelUrl && (
                        <Link href={session.cancelUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                          Cancel
                          <Box as="span" srOnly>{` ${title} (opens in a new tab)`}</Box>
                        </Link>
                      )}
                    </HStack>
                  )}
                </Stack>
                <HStack gap="3" flexShrink={0}>
                  <Badge colorPalette={session.status === 'scheduled' ? 'brand' : 'gray'} variant="subtle">
                    {STATUS_LABELS[session.status] ?? session.status}
                  </Badge>
                  {session.joinUrl && canJoin(session, now.getTime()) && (
                    <Button asChild colorPalette="brand" size="sm">
                      <a href={session.joinUrl} target="_blank" rel="noopener noreferrer">
                        Join
                        <Box as="span" srOnly>
                          {` ${title} (opens in a new tab)`}
                        </Box>
                      </a>
                    </Button>
                  )}
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
      {sessions.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          Free cancel or reschedule up to 24 hours before a lesson: the session returns to your balance.
        </Text>
      )}
    </DashboardCard>
  );
}
