import { useEffect, useState } from 'react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { output } from 'zod';
import { addStudentSchema, adminStudentMessages, type AddStudentInput } from '@app/shared/admin/students';
import type { AdminLead } from '@app/shared/admin/leads';
import type { StudentProfile } from '@app/shared/students/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RadioField } from '../../../components/ui/choice-fields';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAddStudent } from '../api/add-student';
import { useAddToFamily } from './add-to-family';

const empty: AddStudentInput = { fullName: '', email: '', phone: '' };

type Mode = 'new' | 'family';

const modeOptions = [
  { value: 'new', label: 'New family (new account)' },
  { value: 'family', label: 'Add to an existing family' },
] as const;

/** The lead a student account is made from: what fills the form, and the link. */
export type LeadForStudent = Pick<AdminLead, 'id' | 'fullName' | 'email'> & { phone: string };

/**
 * Add Student: a new family (a new account, its holder invited by e-mail), or a learner added to
 * an existing family (see add-to-family.tsx). Opened from a lead (`fromLead`), it makes a new
 * account filled in from the lead: in one step, with the lead's intake answers as the profile, and
 * the two linked.
 */
export function AddStudentDialog({
  open,
  onClose,
  fromLead,
  onAdded,
}: {
  open: boolean;
  onClose(): void;
  fromLead?: LeadForStudent;
  onAdded?(student: StudentProfile): void;
}) {
  const [mode, setMode] = useState<Mode>('new');
  const family = useAddToFamily({
    open,
    active: mode === 'family',
    onAdded: (learner) => {
      onAdded?.(learner);
      onClose();
    },
  });
  const add = useAddStudent();
  const form = useAppForm<AddStudentInput, unknown, output<typeof addStudentSchema>>({
    resolver: zodResolver(addStudentSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    setMode('new');
    form.reset(
      fromLead
        ? { fullName: fromLead.fullName, email: fromLead.email, phone: fromLead.phone, leadId: fromLead.id }
        : empty,
    );
  }, [open, form, fromLead]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const student = await add.mutateAsync(input);
      notify.success(adminStudentMessages.added, adminStudentMessages.addedText);
      onAdded?.(student);
      onClose();
    } catch (error) {
      // Only the address taken belongs to the e-mail field; a lead linked meanwhile is said above.
      const taken =
        error instanceof ApiError && error.status === 409 && error.message !== adminStudentMessages.leadLinked;
      showServerError(form, error, { title: 'Error', field: taken ? 'email' : undefined });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const toFamily = mode === 'family' && !fromLead;
  const newAccountFields = (
    <Stack gap="4">
      {fromLead && (
        <Text fontSize="sm" color="fg.muted">
          From the lead: its answers (age group, level, goals, why) become the student&apos;s profile, and the lead
          links to the account.
        </Text>
      )}
      <FormField label="Full Name" error={errors.fullName?.message} required>
        <Input autoComplete="off" {...form.register('fullName')} />
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        helper="The invitation with a temporary password goes here"
        required
      >
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label="Phone (Optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </FormField>
    </Stack>
  );
  return (
    <FormDialog
      error={toFamily ? family.error : errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title={fromLead ? 'Create Student Account' : 'Add Student'}
      onSubmit={toFamily ? family.onSubmit : onSubmit}
      submitLabel={toFamily ? 'Add to Family' : 'Add Student'}
      submittingLabel="Adding..."
      submitting={toFamily ? family.submitting : isSubmitting}
    >
      <Stack gap="4">
        {/* A lead always makes a new account (the lead is linked to it). */}
        {!fromLead && (
          <RadioField
            legend="Family"
            name="addStudentMode"
            options={modeOptions}
            value={mode}
            onChange={(value) => setMode(value as Mode)}
          />
        )}
        {toFamily ? family.body : newAccountFields}
      </Stack>
    </FormDialog>
  );
}
