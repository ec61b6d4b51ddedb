import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../../../components/ui/form-field';
import { useCourseOptions } from '../api/get-course-options';

/** The optional course choice when the student came without one; '' leaves it to the team. */
export function CoursePicker({ value, onChange }: { value: string; onChange(courseId: string): void }) {
  const courses = useCourseOptions(true);
  const helper = courses.isError
    ? "We couldn't load the courses; you can still request a package."
    : 'Optional: our team can help you choose.';
  return (
    <FormField label="Which course are these sessions for?" helper={helper}>
      <NativeSelect.Root disabled={courses.isPending}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{courses.isPending ? 'Loading courses…' : 'Not sure yet'}</option>
          {courses.data?.items.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
