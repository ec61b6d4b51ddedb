import { useEffect } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { addSiblingSchema, type AccountHolder, type AddSiblingInput } from '@app/shared/students/learners';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useAddLearner } from '../api/add-learner';
import { notifyLearnerAdded } from './learner-added-toast';
import { aboutTheName, ageGroupOptions, LearnerFields } from './learner-fields';

const empty: AddSiblingInput = { fullName: '' };

/**
 * Add a learner to this account: the team gives the name and, if known, the age group; the new
 * learner's profile stays incomplete until the parent fills it in. What the server refuses (the
 * name already on the account, the account full) is said here, and what was typed is kept.
 */
export function AddLearnerDialog(props: { studentId: string; holder: AccountHolder; open: boolean; onClose(): void }) {
  const { studentId, holder, open, onClose } = props;
  const add = useAddLearner(studentId);
  const form = useAppForm<AddSiblingInput, unknown, output<typeof addSiblingSchema>>({
    resolver: zodResolver(addSiblingSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const learner = await add.mutateAsync(input);
      notifyLearnerAdded(learner, holder.fullName);
      onClose();
    } catch (error) {
      showServerError(form, error, { title: 'Error', field: aboutTheName(error) ? 'fullName' : undefined });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title="Add a Learner to This Account"
      onSubmit={onSubmit}
      submitLabel="Add Learner"
      submittingLabel="Adding..."
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          The learner joins {holder.fullName}&apos;s account ({holder.email}): the parent signs in, books and is mailed
          for them, and completes their profile.
        </Text>
        <LearnerFields
          fullName={form.register('fullName')}
          ageGroup={form.register('ageGroup', ageGroupOptions)}
          errors={{ fullName: errors.fullName?.message, ageGroup: errors.ageGroup?.message }}
        />
      </Stack>
    </FormDialog>
  );
}
