import { Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { COURSE_LEVELS, LEVEL_LABELS } from '@app/shared/courses/schemas';
import {
  STUDENT_AGE_GROUPS,
  STUDENT_AGE_GROUP_LABELS,
  STUDENT_GOALS,
  type StudentProfileData,
  type StudentProfileInput,
} from '@app/shared/students/schemas';
import { CheckboxesField, RadioField } from '../ui/choice-fields';
import { FormField } from '../ui/form-field';

/**
 * A learner's profile answers: age group, level, goals and motivation, as the profile page and
 * the Add-a-learner form ask them (`studentProfileSchema`'s messages under each).
 */
export function LearnerProfileFields<T extends StudentProfileInput, Parsed>(props: {
  /** Any form holding a learner's profile answers (the profile page's; Add a learner's, with the name). */
  form: UseFormReturn<T, unknown, Parsed>;
  /** Says whose motivation it is ("What motivates Yusuf to learn?"). */
  motivationLabel: string;
}) {
  // The fields are the profile's, whatever else the form holds.
  const form = props.form as unknown as UseFormReturn<StudentProfileInput, unknown, StudentProfileData>;
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="ageGroup"
        render={({ field }) => (
          <RadioField
            legend="Age Group"
            name="ageGroup"
            options={STUDENT_AGE_GROUPS.map((value) => ({ value, label: STUDENT_AGE_GROUP_LABELS[value] }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.ageGroup?.message}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="level"
        render={({ field }) => (
          <RadioField
            legend="Current Learning Level"
            name="level"
            options={COURSE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.level?.message}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="goals"
        render={({ field }) => (
          <CheckboxesField
            legend="Learning Goals"
            name="goals"
            options={STUDENT_GOALS}
            value={field.value}
            onChange={field.onChange}
            error={errors.goals?.message}
            required
          />
        )}
      />
      <FormField
        label={props.motivationLabel}
        error={errors.motivation?.message}
        helper="At least 10 characters"
        required
      >
        <Textarea rows={4} {...form.register('motivation')} />
      </FormField>
    </>
  );
}
