import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../../../components/ui/form-field';
import { canBook } from '../../../lib/course-bookable';
import { useCourseOptions } from '../api/get-course-options';

/**
 * The optional course choice when the student came without one; '' leaves it to the team. A course
 * whose sessions cannot be booked is not offered when the list says so; `error` says it when the
 * chosen one turns out to be such a course.
 */
export function CoursePicker(props: { value: string; onChange(courseId: string): void; error?: string }) {
  const courses = useCourseOptions(true);
  const helper = courses.isError
    ? "We couldn't load the courses; you can still request a package."
    : 'Optional: our team can help you choose.';
  return (
    <FormField label="Which course are these sessions for?" helper={helper} error={props.error}>
      <NativeSelect.Root disabled={courses.isPending}>
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
          <option value="">{courses.isPending ? 'Loading courses…' : 'Not sure yet'}</option>
          {courses.data?.items.filter(canBook).map((course) => (
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
