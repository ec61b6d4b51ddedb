import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { addSiblingSchema } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useAddLearnerToFamily } from '../api/add-learner';
import { FamilyPicker } from './family-picker';
import { notifyLearnerAdded } from './learner-added-toast';
import { aboutTheName, ageGroupOptions, LearnerFields } from './learner-fields';

export const chooseFamilyMessage = 'Find and choose a student of the family the learner joins.';

/** The learner's name and age group (the family route's body), and any student of the family. */
const addToFamilySchema = addSiblingSchema.extend({
  studentId: z.string().min(1, chooseFamilyMessage),
});
type AddToFamilyValues = z.input<typeof addToFamilySchema>;

const empty: AddToFamilyValues = { studentId: '', fullName: '' };

/** What Add Student's dialog shows and does on "Add to an existing family". */
export interface AddToFamilyMode {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  error?: string;
  submitting: boolean;
  body: ReactNode;
}

/**
 * "Add to an existing family": the team finds any student of the family, then gives the new
 * learner's name and, if known, the age group; the learner joins that student's account
 * (`POST /api/admin/students/{studentId}/family`), its profile incomplete until the parent fills
 * it in. What the server refuses (the name already on the account, the account full) is said in
 * the dialog, and what was typed and chosen is kept.
 */
export function useAddToFamily({
  open,
  active,
  onAdded,
}: {
  open: boolean;
  /** This choice is the one shown: the search runs only then. */
  active: boolean;
  onAdded(learner: StudentProfile): void;
}): AddToFamilyMode {
  const add = useAddLearnerToFamily();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<StudentProfile | null>(null);
  const form = useAppForm<AddToFamilyValues, unknown, z.output<typeof addToFamilySchema>>({
    resolver: zodResolver(addToFamilySchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(empty);
    setSearch('');
    setChosen(null);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async ({ studentId, ...input }) => {
    try {
      const learner = await add.mutateAsync({ studentId, input });
      notifyLearnerAdded(learner, learner.holderName || chosen?.holderName || chosen?.fullName || '');
      onAdded(learner);
    } catch (error) {
      showServerError(form, error, { title: 'Error', field: aboutTheName(error) ? 'fullName' : undefined });
    }
  }, toastValidationError);

  const { errors, isSubmitting, isSubmitted } = form.formState;
  const holderName = chosen ? chosen.holderName || chosen.fullName : '';
  const body = (
    <Stack gap="4">
      <FamilyPicker
        enabled={open && active}
        search={search}
        onSearchChange={setSearch}
        chosen={chosen}
        onChoose={(student) => {
          setChosen(student);
          form.setValue('studentId', student.id, { shouldValidate: isSubmitted });
        }}
        error={errors.studentId?.message}
      />
      {chosen && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          The learner joins {holderName}&apos;s account ({chosen.email}): the parent signs in, books and is mailed for
          them, and completes their profile.
        </Text>
      )}
      <LearnerFields
        fullName={form.register('fullName')}
        ageGroup={form.register('ageGroup', ageGroupOptions)}
        errors={{ fullName: errors.fullName?.message, ageGroup: errors.ageGroup?.message }}
      />
    </Stack>
  );
  return { onSubmit, error: errors.root?.server?.message, submitting: isSubmitting, body };
}
