import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { adminStudentMessages, STUDENT_STATUS_LABELS } from '@app/shared/admin/students';
import { STUDENT_STATUSES, type StudentStatus } from '@app/shared/students/schemas';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudents } from '../api/list-students';
import { AddStudentDialog, type LeadForStudent } from './add-student-dialog';
import { StudentsTable } from './students-table';
import { studentPath } from '../student-path';
import { PagedListView } from '../../../components/ui/paged-list-view';

const statusOptions = [
  { value: 'all', label: 'All' },
  ...STUDENT_STATUSES.map((value) => ({ value, label: STUDENT_STATUS_LABELS[value] })),
];

export function StudentsPage() {
  usePageTitle('Students · Admin');
  const [status, setStatus] = useState<StudentStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const students = useStudents({ status, q });
  const navigate = useNavigate();
  // A lead's "Create student account" arrives here with the lead (in the history state, never the URL).
  // Taken once, then cleared from the history, so a reload, Back or the plain Add Student button
  // never brings the lead again.
  const location = useLocation();
  const [fromLead, setFromLead] = useState(() => (location.state as { fromLead?: LeadForStudent } | null)?.fromLead);
  const [adding, setAdding] = useState(Boolean(fromLead));
  useEffect(() => {
    if ((location.state as { fromLead?: unknown } | null)?.fromLead) {
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h1" size="2xl">
          Students
        </Heading>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Student
        </Button>
      </Flex>
      <PagedListView
        list={students}
        toolbar={{
          search: {
            // The server finds a child by their parent's name or e-mail too.
            label: "Search students by name or email (theirs or their parent's)",
            placeholder: 'Name or email (student or parent)',
            value: search,
            onChange: setSearch,
          },
          filter: {
            label: 'Filter by status',
            value: status,
            options: statusOptions,
            onChange: (value) => setStatus(value as StudentStatus | 'all'),
          },
        }}
        empty={adminStudentMessages.empty}
        loading={{ label: 'Loading students', rows: 5 }}
      >
        {(items) => <StudentsTable students={items} />}
      </PagedListView>
      <AddStudentDialog
        open={adding}
        fromLead={fromLead}
        onClose={() => {
          setAdding(false);
          setFromLead(undefined);
        }}
        onAdded={(student) => {
          // Made from a lead: on to the new student's page (the lead links to it too).
          if (fromLead) navigate(studentPath(student.id));
        }}
      />
    </Stack>
  );
}
