import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { isOtherThanHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDate } from '../../../lib/format-time';
import { studentPath } from '../student-path';
import { StudentStatusBadge } from './student-status-badge';

const columns: Column<StudentProfile>[] = [
  {
    header: 'Name',
    primary: true,
    cell: (student) => (
      <Stack gap="0">
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={studentPath(student.id)}>{student.fullName}</RouterLink>
        </Link>
        {/* A child: whose account it is (the e-mail and phone are theirs). An adult alone: nothing. */}
        {isOtherThanHolder(student) && (
          <Text fontSize="sm" color="fg.muted">
            Parent: {student.holderName}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {student.email}
        </Text>
      </Stack>
    ),
  },
  { header: 'Phone', optional: true, nowrap: true, cell: (student) => student.phone || '—' },
  { header: 'Status', cell: (student) => <StudentStatusBadge status={student.status} /> },
  { header: 'Profile', cell: (student) => (student.intakeCompleted ? 'Completed' : 'Not completed') },
  { header: 'Joined', nowrap: true, cell: (student) => formatDate(student.createdAt) },
];

export function StudentsTable({ students }: { students: readonly StudentProfile[] }) {
  return <ResponsiveTable label="Students" rows={students} rowKey={(student) => student.id} columns={columns} />;
}
