import { HStack, Stack, Text } from '@chakra-ui/react';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { formatUtcDay } from '../../../lib/format-time';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';
import { DashboardCard } from './dashboard-card';

/** The refunds the student asked for that the team has not decided yet; hidden when there is none. */
export function PendingRefundsCard({ refunds }: { refunds: StudentDashboard['pendingRefunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <DashboardCard id="pending-refunds" title="Refunds Waiting">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Our team replies within 24 hours. Your sessions stay in your balance until then.
        </Text>
        <Stack as="ul" listStyleType="none" gap="3">
          {[...refunds]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((refund) => (
              <HStack
                as="li"
                key={refund.id}
                justify="space-between"
                align="start"
                gap="3"
                p="3"
                borderWidth="1px"
                rounded="md"
                flexWrap="wrap"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {refund.packageName}
                    {refund.courseTitle ? ` · ${refund.courseTitle}` : ''}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {sessionCount(refund.sessions)} · asked{' '}
                    <time dateTime={refund.createdAt}>{formatUtcDay(refund.createdAt)}</time>
                  </Text>
                </Stack>
                <Text fontWeight="medium" flexShrink={0}>
                  {formatUsd(refund.amountUsd)}
                </Text>
              </HStack>
            ))}
        </Stack>
      </Stack>
    </DashboardCard>
  );
}
