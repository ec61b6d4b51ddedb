import { useMemo } from 'react';
import { Fieldset, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { lessonMessages, type Lesson } from '@app/shared/lessons/lessons';
import { MUSHAF_PAGES, SURAHS } from '@app/shared/lessons/quran';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useSaveLessonNote } from '../api/tutor-lessons';
import { noteFieldOf, noteFormValues, noteResolver, noteToSend, type NoteFormField } from '../note-form-values';

const FAILED = 'Note not saved';

/**
 * The server's refusal, its field messages keyed as the form names its fields (`quran.toAyah` is
 * the To ayah field), and the first of those fields, to show it under.
 */
function onFormFields(error: unknown): { error: unknown; field?: NoteFormField } {
  if (!(error instanceof ApiError) || !error.fields) return { error };
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = noteFieldOf(path.split('.'));
    if (field) fields[field] ??= message;
  }
  const [field] = Object.keys(fields) as NoteFormField[];
  return { error: new ApiError(error.status, error.message, error.code, fields), field };
}

/**
 * What the lesson covered and the homework, for the learner and their parent to read; a Quran
 * course's note also names the surah and ayahs memorised or revised, the pages and a tajweed remark.
 * Prefilled from the saved note; a refused save keeps everything typed.
 */
export function NoteForm({ lesson }: { lesson: Lesson }) {
  const save = useSaveLessonNote(lesson.id);
  const quranCourse = lesson.quranCourse;
  const resolver = useMemo(() => noteResolver(quranCourse), [quranCourse]);
  const form = useAppForm({ resolver, defaultValues: noteFormValues(lesson.note) });

  const onSubmit = form.handleSubmit(async (note) => {
    try {
      const saved = await save.mutateAsync(noteToSend(note, quranCourse));
      form.reset(noteFormValues(saved.note));
    } catch (error) {
      const refusal = onFormFields(error);
      showServerError(form, refusal.error, { title: FAILED, field: refusal.field });
      return;
    }
    notify.success(lessonMessages.noteSaved);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const surah = SURAHS[Number(form.watch('surah')) - 1];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Lesson note">
      <Stack gap="4">
        {lesson.note && (
          <Text fontSize="sm" color="fg.muted">
            Last saved <time dateTime={lesson.note.writtenAt}>{formatDateTime(lesson.note.writtenAt)}</time>.
          </Text>
        )}
        <FormField
          label="What the lesson covered"
          error={errors.covered?.message}
          helper="The learner and their parent read this."
          required
        >
          <Textarea rows={4} dir="auto" {...form.register('covered')} />
        </FormField>
        <FormField label="Homework" error={errors.homework?.message}>
          <Textarea rows={3} dir="auto" {...form.register('homework')} />
        </FormField>
        {quranCourse && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium">Quran memorisation</Fieldset.Legend>
            <Fieldset.HelperText color="fg.muted">
              Optional: the ayahs memorised or revised, and the pages memorised in this lesson.
            </Fieldset.HelperText>
            <Stack gap="4" mt="3">
              <FormField label="Surah" error={errors.surah?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('surah')}>
                    <option value="">No surah</option>
                    {SURAHS.map((entry, index) => (
                      <option key={entry.name} value={index + 1}>
                        {`${index + 1}. ${entry.name} (${entry.ayahs} ayahs)`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label="From ayah" error={errors.fromAyah?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={surah?.ayahs}
                    step={1}
                    {...form.register('fromAyah')}
                  />
                </FormField>
                <FormField
                  label="To ayah"
                  error={errors.toAyah?.message}
                  helper={surah ? `${surah.name} has ${surah.ayahs} ayahs.` : undefined}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={surah?.ayahs}
                    step={1}
                    {...form.register('toAyah')}
                  />
                </FormField>
              </SimpleGrid>
              <FormField
                label="Pages memorised"
                error={errors.pages?.message}
                helper={`A whole number from 0 to ${MUSHAF_PAGES}; leave empty when not counted in pages.`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MUSHAF_PAGES}
                  step={1}
                  {...form.register('pages')}
                />
              </FormField>
              <FormField label="Tajweed remark" error={errors.tajweed?.message}>
                <Textarea rows={2} dir="auto" {...form.register('tajweed')} />
              </FormField>
            </Stack>
          </Fieldset.Root>
        )}
        <FormAlert title={FAILED} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Saving...">
          Save note
        </BusyButton>
      </Stack>
    </form>
  );
}
