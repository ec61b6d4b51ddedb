import { Fieldset, Input, Stack, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MAX_TUTOR_LANGUAGES } from '@app/shared/tutors/schemas';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormField } from '../../../components/ui/form-field';
import type { TutorFormValues } from '../tutor-form';

const BIO_MAX = 1000;

/** What the team edits of a tutor's public card: the Add and Edit dialogs both show these. */
export function TutorProfileFields<TOutput>({ form }: { form: UseFormReturn<TutorFormValues, unknown, TOutput> }) {
  const { errors } = form.formState;
  const bioLength = form.watch('bio')?.length ?? 0;
  const checkbox = (name: 'teachesSisters' | 'teachesChildren' | 'showOnAbout', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          name={field.name}
          label={label}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <>
      <FormField
        label="Bio (Optional)"
        error={errors.bio?.message}
        helper={`Shown on the About page. ${bioLength}/${BIO_MAX} characters`}
      >
        <Textarea rows={3} maxLength={BIO_MAX} {...form.register('bio')} />
      </FormField>
      <FormField label="Photo URL (Optional)" error={errors.photoUrl?.message} helper="https://… or leave empty">
        <Input type="url" autoComplete="off" {...form.register('photoUrl')} />
      </FormField>
      <FormField
        label="Languages"
        error={errors.languages?.message}
        helper={`Separated by commas, e.g. Arabic, English (at most ${MAX_TUTOR_LANGUAGES})`}
      >
        <Input autoComplete="off" {...form.register('languages')} />
      </FormField>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">Teaches and shows</Fieldset.Legend>
        <Stack gap="2">
          {checkbox('teachesSisters', 'Teaches sisters')}
          {checkbox('teachesChildren', 'Teaches children')}
          {checkbox('showOnAbout', 'Show on the About page (while active)')}
        </Stack>
      </Fieldset.Root>
    </>
  );
}
