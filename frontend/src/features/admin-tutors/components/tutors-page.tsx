import { useState } from 'react';
import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { tutorMessages, type TutorAccount } from '@app/shared/tutors/schemas';
import { QueryStates } from '../../../components/ui/query-states';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTutors } from '../api/list-tutors';
import { STATUS_LABELS, teachesLabel } from '../tutor-labels';
import { AddTutorDialog } from './add-tutor-dialog';
import { EditTutorDialog } from './edit-tutor-dialog';
import { FallbackTutorsCard } from './fallback-tutors-card';

/** Tutors: their accounts and public cards, and each course's fallback tutor. */
export function TutorsPage() {
  usePageTitle('Tutors · Admin');
  const tutors = useTutors();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TutorAccount | null>(null);

  const columns: Column<TutorAccount>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (tutor) => (
        <Text fontWeight="medium" dir="auto" overflowWrap="anywhere">
          {tutor.name}
        </Text>
      ),
    },
    { header: 'Email', cell: (tutor) => <Text overflowWrap="anywhere">{tutor.email}</Text> },
    { header: 'Languages', cell: (tutor) => (tutor.languages.length ? tutor.languages.join(', ') : '—') },
    { header: 'Teaches', optional: true, cell: (tutor) => teachesLabel(tutor) ?? '—' },
    { header: 'About page', optional: true, cell: (tutor) => (tutor.showOnAbout ? 'Shown' : 'Hidden') },
    {
      header: 'Status',
      cell: (tutor) => (
        <Badge colorPalette={tutor.status === 'active' ? 'green' : 'gray'}>{STATUS_LABELS[tutor.status]}</Badge>
      ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (tutor) => (
        <Button size="sm" variant="outline" onClick={() => setEditing(tutor)} aria-label={`Edit ${tutor.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h1" size="2xl">
          Tutors
        </Heading>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Tutor
        </Button>
      </Flex>
      <QueryStates
        query={tutors}
        isEmpty={tutors.data?.length === 0}
        empty={tutorMessages.empty}
        loading={<RowsSkeleton label="Loading tutors" rows={3} />}
      >
        <ResponsiveTable label="Tutors" rows={tutors.data ?? []} rowKey={(tutor) => tutor.id} columns={columns} />
      </QueryStates>
      <FallbackTutorsCard tutors={tutors.data} />

      <AddTutorDialog open={adding} onClose={() => setAdding(false)} />
      <EditTutorDialog tutor={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
