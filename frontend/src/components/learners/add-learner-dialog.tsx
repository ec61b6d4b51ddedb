import { useEffect, useRef } from 'react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  learnerInputSchema,
  learnerMessages,
  type LearnerData,
  type LearnerInput,
} from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { refusedName, useAddLearner } from '../../lib/add-learner';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { learnerTexts } from '../../lib/learner-texts';
import { useAppForm } from '../../lib/use-app-form';
import { FormDialog } from '../ui/form-dialog';
import { FormField } from '../ui/form-field';
import { notify } from '../ui/toaster';
import { LearnerProfileFields } from './learner-profile-fields';

/** An empty form starts at Child and Beginner (shown chosen, so nothing is assumed unseen). */
const blank: LearnerInput = { fullName: '', ageGroup: 'child', level: 'beginner', goals: [], motivation: '' };

/**
 * "Add a learner": the learner's name and profile answers → POST /api/me/learners. `defaults`
 * prefills it (an intake's answers, to finish); each opening starts from them again, while a
 * refused submit keeps everything typed.
 */
export function AddLearnerDialog(props: {
  open: boolean;
  onClose(): void;
  defaults?: LearnerInput;
  onAdded(learner: StudentProfile): void;
}) {
  const add = useAddLearner();
  const form = useAppForm<LearnerInput, unknown, LearnerData>({
    resolver: zodResolver(learnerInputSchema),
    defaultValues: blank,
  });
  const defaults = useRef(props.defaults);
  defaults.current = props.defaults;
  const { open } = props;
  useEffect(() => {
    if (open) form.reset({ ...blank, ...defaults.current });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    let learner: StudentProfile;
    try {
      learner = await add.mutateAsync(values);
    } catch (error) {
      showServerError(form, error, {
        title: learnerTexts.addFailedTitle,
        field: refusedName(error) ? 'fullName' : undefined,
      });
      return;
    }
    notify.success(learnerMessages.addedTitle, learnerMessages.addedText);
    props.onAdded(learner);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={learnerTexts.addTitle}
      onSubmit={onSubmit}
      submitLabel={learnerTexts.addSubmit}
      submittingLabel={learnerTexts.addSubmitting}
      submitting={isSubmitting}
      size="lg"
      error={errors.root?.server?.message}
      errorTitle={learnerTexts.addFailedTitle}
    >
      <Stack gap="6">
        <Text color="fg.muted">{learnerTexts.addIntro}</Text>
        <FormField label={learnerTexts.nameLabel} error={errors.fullName?.message} required>
          <Input autoComplete="off" {...form.register('fullName')} />
        </FormField>
        <LearnerProfileFields form={form} motivationLabel={learnerTexts.addMotivationLabel} />
      </Stack>
    </FormDialog>
  );
}
