import { Badge } from '@chakra-ui/react';
import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '@app/shared/leads/schemas';

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge colorPalette={LEAD_STATUS_COLORS[status]} flexShrink={0}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
