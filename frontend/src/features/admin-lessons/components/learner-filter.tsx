import { useState } from 'react';
import { Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { adminStudentMessages } from '@app/shared/admin/students';
import { isOtherThanHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStudentSearch } from '../api/lookups';

/** "Yusuf Ahmed, Parent: Amina Yusuf, amina@example.com". */
const matchLabel = (student: StudentProfile) =>
  [student.fullName, isOtherThanHolder(student) ? `Parent: ${student.holderName}` : null, student.email]
    .filter(Boolean)
    .join(', ');

/**
 * The learner filter: the learner chosen (with Clear), or a search by name (theirs or their
 * parent's) or e-mail whose matches are buttons that choose one.
 */
export function LearnerFilter(props: {
  studentId: string;
  /** The chosen learner's name, once known. */
  name: string | null;
  onChange(studentId: string, name: string | null): void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const students = useStudentSearch(props.studentId ? '' : q);
  const matches = students.data ?? [];

  if (props.studentId) {
    return (
      <Stack gap="1.5">
        <Text fontWeight="medium" fontSize="sm">
          Learner
        </Text>
        <Flex gap="2" align="center" wrap="wrap" minH="10">
          <Text dir="auto" overflowWrap="anywhere">
            {props.name ?? 'The chosen learner'}
          </Text>
          <Button size="sm" variant="outline" bg="white" onClick={() => props.onChange('', null)}>
            Clear learner
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Learner</Field.Label>
        <Input
          type="search"
          bg="white"
          autoComplete="off"
          placeholder="Name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field.Root>
      {!q ? null : students.isPending ? (
        <Spinner size="sm" aria-label="Searching learners" />
      ) : students.isError ? (
        <Text role="alert" fontSize="sm">
          {errorMessage(students.error)}
        </Text>
      ) : matches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {adminStudentMessages.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Matching learners">
          {matches.map((student) => (
            <li key={student.id}>
              <Button
                size="sm"
                variant="ghost"
                justifyContent="start"
                textAlign="start"
                whiteSpace="normal"
                h="auto"
                py="1.5"
                w="full"
                onClick={() => {
                  setSearch('');
                  props.onChange(student.id, student.fullName);
                }}
              >
                <Text as="span" dir="auto" overflowWrap="anywhere">
                  {matchLabel(student)}
                </Text>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
