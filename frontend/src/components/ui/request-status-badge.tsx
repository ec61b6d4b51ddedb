import { Badge } from '@chakra-ui/react';
import type { RequestStatus } from '@app/shared/requests/schemas';

/** Request badges: approved the default style (brand, solid), rejected destructive (red), pending secondary (gray). */
const STATUS_BADGE: Record<RequestStatus, { label: string; colorPalette: string; variant: 'solid' | 'subtle' }> = {
  approved: { label: 'Approved', colorPalette: 'brand', variant: 'solid' },
  rejected: { label: 'Rejected', colorPalette: 'red', variant: 'solid' },
  pending: { label: 'Pending', colorPalette: 'gray', variant: 'subtle' },
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const badge = STATUS_BADGE[status] ?? STATUS_BADGE.pending;
  return (
    <Badge colorPalette={badge.colorPalette} variant={badge.variant} flexShrink={0}>
      {badge.label}
    </Badge>
  );
}
