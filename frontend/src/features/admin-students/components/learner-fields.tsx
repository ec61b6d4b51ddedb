import { Input, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { learnerMessages } from '@app/shared/students/learners';
import { STUDENT_AGE_GROUPS, STUDENT_AGE_GROUP_LABELS } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';

/** Whether the server's refusal is about the name (another learner of the account bears it). */
export const aboutTheName = (error: unknown) =>
  error instanceof ApiError && (Boolean(error.fields?.fullName) || error.message === learnerMessages.sameName);

/** How the age group is registered: "Not given" is left out of the body rather than sent empty. */
export const ageGroupOptions = { setValueAs: (value: unknown) => value || undefined } as const;

/**
 * What the team gives of a learner added to an account: the name and, if known, the age group
 * (`form.register('fullName')`, `form.register('ageGroup', ageGroupOptions)`).
 */
export function LearnerFields(props: {
  fullName: UseFormRegisterReturn;
  ageGroup: UseFormRegisterReturn;
  errors: { fullName?: string; ageGroup?: string };
}) {
  return (
    <>
      <FormField label="Full Name" error={props.errors.fullName} required>
        <Input autoComplete="off" {...props.fullName} />
      </FormField>
      <FormField label="Age Group (Optional)" error={props.errors.ageGroup}>
        <NativeSelect.Root>
          <NativeSelect.Field {...props.ageGroup}>
            <option value="">Not given</option>
            {STUDENT_AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {STUDENT_AGE_GROUP_LABELS[group]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </>
  );
}
