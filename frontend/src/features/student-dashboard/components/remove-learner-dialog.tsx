import { useEffect } from 'react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  learnerMessages,
  removeLearnerSchema,
  sameLearnerName,
  type RemoveLearnerInput,
} from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { learnerTexts } from '../../../lib/learner-texts';
import { useAppForm } from '../../../lib/use-app-form';
import { useRemoveLearner } from '../api/remove-learner';

/** A refusal about the name typed (400) is said under it; others (the last learner) above the form. */
const aboutName = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || Boolean(error.fields?.confirmName));

/**
 * Removing a learner from the account, confirmed by typing their name: what goes is said first.
 * `onRemoved` runs once the account has been read again without them.
 */
export function RemoveLearnerDialog(props: {
  learner: StudentProfile;
  open: boolean;
  onClose(): void;
  onRemoved(): void;
}) {
  const { learner, open } = props;
  const remove = useRemoveLearner();
  const form = useAppForm<RemoveLearnerInput>({
    resolver: zodResolver(removeLearnerSchema),
    defaultValues: { confirmName: '' },
  });
  useEffect(() => {
    if (open) form.reset({ confirmName: '' });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    // The server compares too; a name that is plainly not the learner's is said without asking it.
    if (!sameLearnerName(values.confirmName, learner.fullName)) {
      form.setError('confirmName', { type: 'validate', message: learnerMessages.removeConfirm });
      toastValidationError(form.formState.errors);
      return;
    }
    try {
      await remove.mutateAsync({ learnerId: learner.id, input: values });
    } catch (error) {
      showServerError(form, error, {
        title: learnerTexts.removeFailedTitle,
        field: aboutName(error) ? 'confirmName' : undefined,
      });
      return;
    }
    notify.success(learnerMessages.removedTitle, learnerMessages.removedText);
    props.onRemoved();
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={learnerTexts.removeTitle(learner.fullName)}
      onSubmit={onSubmit}
      submitLabel={learnerTexts.removeSubmit}
      submittingLabel={learnerTexts.removeSubmitting}
      submitting={isSubmitting}
      submitColorPalette="red"
      error={errors.root?.server?.message}
      errorTitle={learnerTexts.removeFailedTitle}
    >
      <Stack gap="4">
        <Text>{learnerTexts.removeText(learner.fullName)}</Text>
        <FormField
          label={learnerTexts.removeConfirmLabel(learner.fullName)}
          error={errors.confirmName?.message}
          required
        >
          <Input autoComplete="off" {...form.register('confirmName')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
