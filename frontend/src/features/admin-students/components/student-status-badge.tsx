import { Badge } from '@chakra-ui/react';
import { STUDENT_STATUS_LABELS } from '@app/shared/admin/students';
import type { StudentStatus } from '@app/shared/students/schemas';

const COLORS: Record<StudentStatus, string> = { active: 'green', inactive: 'gray', on_hold: 'orange' };

export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return (
    <Badge colorPalette={COLORS[status] ?? 'gray'} flexShrink={0}>
      {STUDENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
