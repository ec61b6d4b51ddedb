import {
  Field,
  Fieldset,
  Input,
  NativeSelect,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { adminStudentMessages } from '@app/shared/admin/students';
import { isOtherThanHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { usePublishedCourseOptions } from '../../../lib/admin-queries';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStudentSearch } from '../api/search-students';

interface Props {
  /** Searches and loads the courses only while the picker is in use (its dialog open). */
  enabled: boolean;
  search: string;
  onSearchChange(search: string): void;
  studentId: string;
  /** `label` is how the list showed the student: "Name (e-mail)", and ", Parent: …" for a child. */
  onStudentChange(studentId: string, label: string): void;
  courseId: string;
  onCourseChange(courseId: string): void;
}

type Match = Pick<StudentProfile, 'fullName' | 'email' | 'holderName'>;

const nameAndEmail = (student: Match) => `${student.fullName} (${student.email})`;

/** A child's parent, whose account (and e-mail) it is: what tells two children of a family apart from others. */
const parentOf = (student: Match) => (isOtherThanHolder(student) ? student.holderName : null);

const studentLabel = (student: Match) => {
  const parent = parentOf(student);
  return parent ? `${nameAndEmail(student)}, Parent: ${parent}` : nameAndEmail(student);
};

/**
 * Find a student by name (theirs or their parent's) or e-mail and choose one, then the course: who
 * a booking is for. A child shows "Parent: …", so the team picks the right child of a family.
 */
export function StudentCoursePicker(props: Props) {
  const { enabled, search, studentId, courseId } = props;
  const q = useDebouncedValue(search.trim());
  const students = useStudentSearch(enabled ? q : '');
  const courses = usePublishedCourseOptions(enabled);
  const matches = students.data ?? [];

  return (
    <>
      <Field.Root>
        <Field.Label>Find student</Field.Label>
        <Input
          type="search"
          placeholder="Name or email"
          value={search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </Field.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">
          Student{' '}
          <Text as="span" color="fg.error" aria-hidden="true">
            *
          </Text>
        </Fieldset.Legend>
        {!q ? (
          <Text fontSize="sm" color="fg.muted">
            Type a name or e-mail to find the student.
          </Text>
        ) : students.isPending ? (
          <Spinner size="sm" aria-label="Searching students" />
        ) : students.isError ? (
          <Text role="alert" fontSize="sm">
            {errorMessage(students.error)}
          </Text>
        ) : matches.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {adminStudentMessages.empty}
          </Text>
        ) : (
          <RadioGroup.Root
            name="studentId"
            value={studentId || null}
            onValueChange={(details) => {
              const student = matches.find((match) => match.id === details.value);
              if (student) props.onStudentChange(student.id, studentLabel(student));
            }}
            colorPalette="brand"
          >
            <Stack gap="2">
              {matches.map((student) => (
                <RadioGroup.Item key={student.id} value={student.id} alignItems="start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText overflowWrap="anywhere" dir="auto">
                    <StudentMatch student={student} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      </Fieldset.Root>
      <FormField
        label="Course"
        helper={courses.isError ? `The courses could not be loaded: ${errorMessage(courses.error)}` : undefined}
        required
      >
        <NativeSelect.Root disabled={courses.isPending}>
          <NativeSelect.Field value={courseId} onChange={(event) => props.onCourseChange(event.target.value)}>
            <option value="">{courses.isPending ? 'Loading courses...' : 'Select a course'}</option>
            {courses.data?.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </>
  );
}

/** "Name (e-mail)", with "Parent: …" under a child (read as one name: "…, Parent: …"). */
function StudentMatch({ student }: { student: Match }) {
  const parent = parentOf(student);
  if (!parent) return nameAndEmail(student);
  return (
    <Stack as="span" gap="0">
      <Text as="span" display="block">
        {nameAndEmail(student)}
        <VisuallyHidden>, </VisuallyHidden>
      </Text>
      <Text as="span" display="block" fontSize="sm" color="fg.muted">
        Parent: {parent}
      </Text>
    </Stack>
  );
}
