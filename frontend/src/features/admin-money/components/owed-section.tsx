import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MoneyCourse, Owed } from '@app/shared/credits/money';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { sessionCount } from '../../../lib/session-count';
import { formatCents } from '../money-format';
import { FigureCard } from './figure-card';

interface OwedRow extends Owed {
  key: string;
  title: string;
  total: boolean;
}

const columns: Column<OwedRow>[] = [
  {
    header: 'Course',
    primary: true,
    cell: (row) => (
      <Text as={row.total ? 'strong' : 'span'} fontWeight={row.total ? 'bold' : 'medium'}>
        {row.title}
      </Text>
    ),
  },
  { header: 'Paid sessions left', cell: (row) => row.paidSessions },
  { header: 'Their value', nowrap: true, cell: (row) => formatCents(row.paidCents) },
  { header: 'Free sessions left', cell: (row) => row.grantSessions },
];

const pick = ({ paidSessions, paidCents, grantSessions }: Owed): Owed => ({ paidSessions, paidCents, grantSessions });

/** The courses that hold sessions today, by title, then the total of all courses. */
export function owedRows(courses: readonly MoneyCourse[], owed: Owed): OwedRow[] {
  const held = courses
    .filter((course) => course.paidSessions > 0 || course.grantSessions > 0)
    .map((course) => ({
      key: course.courseId,
      title: course.courseTitle ?? 'Course no longer listed',
      total: false,
      paidSessions: course.paidSessions,
      paidCents: course.paidCents,
      grantSessions: course.grantSessions,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return held.length === 0 ? [] : [...held, { key: 'total', title: 'All courses', total: true, ...pick(owed) }];
}

/** What the school owes in lessons today: the sessions students hold, paid (and their value) and free. */
export function OwedSection({ courses, owed }: { courses: readonly MoneyCourse[]; owed: Owed }) {
  const rows = owedRows(courses, owed);
  return (
    <Stack as="section" aria-labelledby="owed-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="owed-heading">
          Owed in lessons today
        </Heading>
        <Text color="fg.muted">
          The sessions students hold now, whatever the period. Paid sessions are valued at the price per session they
          were bought at, which is what refunding them would pay.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FigureCard label="Paid sessions left" value={sessionCount(owed.paidSessions)} />
        <FigureCard label="Their value" value={formatCents(owed.paidCents)} />
        <FigureCard label="Free sessions left" value={sessionCount(owed.grantSessions)} />
      </SimpleGrid>
      {rows.length === 0 ? (
        <Text color="fg.muted">No student holds any sessions today.</Text>
      ) : (
        <ResponsiveTable label="Owed in lessons by course" rows={rows} rowKey={(row) => row.key} columns={columns} />
      )}
    </Stack>
  );
}
