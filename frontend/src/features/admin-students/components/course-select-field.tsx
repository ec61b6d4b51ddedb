import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import type { CourseOption } from '../use-course-options';

const PUBLISHED_FAILED = 'Published courses could not be loaded; the student’s courses are listed.';

interface Props {
  courses: { options: CourseOption[]; failed: boolean };
  field: UseFormRegisterReturn;
  error?: string;
  /** Said under the field when the course list loaded. */
  helper?: string;
}

/** The course a form about a student is for: the student's courses first, then the published ones. */
export function CourseSelectField({ courses, field, error, helper }: Props) {
  return (
    <FormField label="Course" error={error} helper={courses.failed ? PUBLISHED_FAILED : helper} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">Select a course</option>
          {courses.options.map((course) => (
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
