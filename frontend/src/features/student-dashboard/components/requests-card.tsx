import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_REQUESTS } from '@app/shared/students/dashboard';
import type { PackageRequest, RequestStatus } from '@app/shared/requests/schemas';
import { DashboardCard, EmptyNote } from './dashboard-card';

/** Request badges: approved the default style (brand, solid), rejected destructive (red), others secondary (gray). */
const STATUS_BADGE: Record<RequestStatus, { label: string; colorPalette: string; variant: 'solid' | 'subtle' }> = {
  approved: { label: 'Approved', colorPalette: 'brand', variant: 'solid' },
  rejected: { label: 'Rejected', colorPalette: 'red', variant: 'solid' },
  pending: { label: 'Pending', colorPalette: 'gray', variant: 'subtle' },
};

export function RequestsCard({ requests }: { requests: PackageRequest[] }) {
  const latest = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, DASHBOARD_REQUESTS);
  return (
    <DashboardCard id="requests" title="Package Requests">
      {latest.length === 0 ? (
        <EmptyNote text="No requests yet" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {latest.map((request) => {
            const badge = STATUS_BADGE[request.status] ?? STATUS_BADGE.pending;
            return (
              <HStack as="li" key={request.id} justify="space-between" gap="3" p="3" borderWidth="1px" rounded="md">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{request.packageName}</Text>
                  {request.courseTitle && (
                    <Text fontSize="sm" color="fg.muted">
                      {request.courseTitle}
                    </Text>
                  )}
                </Stack>
                <Badge colorPalette={badge.colorPalette} variant={badge.variant} flexShrink={0}>
                  {badge.label}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
