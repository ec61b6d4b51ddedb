import { Fieldset, Input, RadioGroup, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { adminStudentMessages } from '@app/shared/admin/students';
import { isOtherThanHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStudentSearch } from '../api/search-students';

interface Props {
  /** Searches only while the picker is in use (its dialog open, on this choice). */
  enabled: boolean;
  search: string;
  onSearchChange(search: string): void;
  chosen: StudentProfile | null;
  onChoose(student: StudentProfile): void;
  /** Nobody chosen yet at submit: said at the search field, which gets focus. */
  error?: string;
}

/**
 * Find the family a new learner joins: any of its students, by their name, their parent's name,
 * the account's e-mail or phone. Each match shows its name, its parent (a child) and the e-mail;
 * they are radio buttons, so Tab reaches the list once and the arrows move in it.
 */
export function FamilyPicker({ enabled, search, onSearchChange, chosen, onChoose, error }: Props) {
  const q = useDebouncedValue(search.trim());
  const students = useStudentSearch(enabled ? q : '');
  const found = students.data ?? [];
  // The student already chosen stays in view (and chosen) while another search is typed.
  const matches = chosen && !found.some((student) => student.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <>
      <FormField
        label="Find the family"
        helper="A student's name, their parent's name, the e-mail or the phone"
        error={error}
        keepHelper
        required
      >
        <Input
          type="search"
          autoComplete="off"
          placeholder="Name, email or phone"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </FormField>
      {matches.length > 0 ? (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">Student of the family</Fieldset.Legend>
          <RadioGroup.Root
            name="familyStudentId"
            value={chosen?.id ?? null}
            onValueChange={(details) => {
              const student = matches.find((match) => match.id === details.value);
              if (student) onChoose(student);
            }}
            colorPalette="brand"
          >
            <Stack gap="3">
              {matches.map((student, index) => (
                <RadioGroup.Item key={student.id} value={student.id} alignItems="start">
                  {/* Like native radios: a group with no choice yet is one Tab stop (its first). */}
                  <RadioGroup.ItemHiddenInput tabIndex={!chosen && index > 0 ? -1 : undefined} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText overflowWrap="anywhere" dir="auto">
                    <StudentMatch student={student} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
      ) : !q || !enabled ? null : students.isPending ? (
        <Spinner size="sm" aria-label="Searching students" />
      ) : students.isError ? (
        <Text role="alert" fontSize="sm">
          {errorMessage(students.error)}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" role="status">
          {adminStudentMessages.empty}
        </Text>
      )}
    </>
  );
}

/**
 * A match as the students list shows it: the name, "Parent: …" under a child, the e-mail. The
 * lines are read as one name, "Yusuf Ahmed, Parent: Amina Yusuf, amina@example.com".
 */
function StudentMatch({ student }: { student: StudentProfile }) {
  const comma = <VisuallyHidden>, </VisuallyHidden>;
  return (
    <Stack as="span" gap="0">
      <Text as="span" display="block" fontWeight="medium">
        {student.fullName}
        {comma}
      </Text>
      {isOtherThanHolder(student) && (
        <Text as="span" display="block" fontSize="sm" color="fg.muted">
          Parent: {student.holderName}
          {comma}
        </Text>
      )}
      <Text as="span" display="block" fontSize="sm" color="fg.muted">
        {student.email}
      </Text>
    </Stack>
  );
}
