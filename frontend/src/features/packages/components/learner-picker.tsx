import { NativeSelect } from '@chakra-ui/react';
import type { StudentProfile } from '@app/shared/students/schemas';
import { FormField } from '../../../components/ui/form-field';
import { learnerTexts } from '../../../lib/learner-texts';

/** "For": whom the sessions are for, among the account's learners (shown with two or more). */
export function LearnerPicker(props: { learners: StudentProfile[]; value: string; onChange(learnerId: string): void }) {
  return (
    <FormField label={learnerTexts.forLabel} helper={learnerTexts.forHelper} required>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
          {props.learners.map((learner) => (
            <option key={learner.id} value={learner.id}>
              {learner.fullName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
