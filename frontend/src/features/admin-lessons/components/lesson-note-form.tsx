import { useMemo } from 'react';
import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { lessonMessages, type Lesson, type LessonNoteInput } from '@app/shared/lessons/lessons';
import { MUSHAF_PAGES, SURAHS } from '@app/shared/lessons/quran';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format-time';
import { toastValidationError } from '../../../lib/form-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useSaveLessonNote } from '../api/lesson-actions';
import { formFromNote, noteResolver, noteServerFields, type NoteFormValues } from '../lesson-note-form-values';

const TEXT_MAX = 1000;

/**
 * What the lesson covered, for the learner and the parent to read; on a Quran course also the
 * surah and ayahs memorised or revised, the pages memorised and a tajweed remark. Mount it keyed
 * by the lesson: it starts from the saved note and keeps what is typed through refetches.
 */
export function LessonNoteForm({ lesson }: { lesson: Lesson }) {
  const save = useSaveLessonNote();
  const resolver = useMemo(() => noteResolver(lesson.quranCourse), [lesson.quranCourse]);
  const form = useAppForm<NoteFormValues, unknown, LessonNoteInput>({
    resolver,
    defaultValues: formFromNote(lesson.note),
  });

  const onSubmit = form.handleSubmit(async (note) => {
    try {
      await save.mutateAsync({ lessonId: lesson.id, note });
      notify.success(lessonMessages.noteSaved);
      // What was saved is the form's new starting point.
      form.reset(form.getValues());
    } catch (error) {
      showServerFieldErrors(form, error, { title: 'The note was not saved', fields: noteServerFields });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const surah = SURAHS[Number(form.watch('surah')) - 1];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Lesson note">
      <Stack gap="4">
        {lesson.note && (
          <Text fontSize="sm" color="fg.muted">
            Last written by {lesson.note.writtenBy}, {formatDateTime(lesson.note.writtenAt)}
          </Text>
        )}
        <FormField label="What the lesson covered" error={errors.covered?.message} required>
          <Textarea rows={3} maxLength={2000} {...form.register('covered')} />
        </FormField>
        <FormField label="Homework (Optional)" error={errors.homework?.message}>
          <Textarea rows={2} maxLength={TEXT_MAX} {...form.register('homework')} />
        </FormField>
        {lesson.quranCourse && (
          <>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
              <FormField
                label="Surah (Optional)"
                error={errors.surah?.message}
                helper={surah ? `${surah.ayahs} ayahs` : 'Memorised or revised in the lesson'}
              >
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('surah')}>
                    <option value="">None</option>
                    {SURAHS.map((entry, index) => (
                      <option key={entry.name} value={String(index + 1)}>
                        {index + 1}. {entry.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="From ayah" error={errors.fromAyah?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min="1"
                  max={surah?.ayahs}
                  step="1"
                  {...form.register('fromAyah')}
                />
              </FormField>
              <FormField label="To ayah" error={errors.toAyah?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min="1"
                  max={surah?.ayahs}
                  step="1"
                  {...form.register('toAyah')}
                />
              </FormField>
            </SimpleGrid>
            <FormField
              label="Pages memorised (Optional)"
              error={errors.pages?.message}
              helper={`A whole number from 0 to ${MUSHAF_PAGES}`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min="0"
                max={MUSHAF_PAGES}
                step="1"
                maxW="40"
                {...form.register('pages')}
              />
            </FormField>
            <FormField label="Tajweed remark (Optional)" error={errors.tajweed?.message}>
              <Textarea rows={2} maxLength={TEXT_MAX} {...form.register('tajweed')} />
            </FormField>
          </>
        )}
        <FormAlert title="The note was not saved" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Saving...">
          Save Note
        </BusyButton>
      </Stack>
    </form>
  );
}
