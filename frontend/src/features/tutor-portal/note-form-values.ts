import type { FieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { lessonNoteSchema, type LessonNote, type LessonNoteInput } from '@app/shared/lessons/lessons';
import { typedNumber } from '../../lib/schema-resolver';

/** The note form's fields, as typed (numbers as text, the surah as its number or empty). */
export interface NoteFormValues {
  covered: string;
  homework: string;
  surah: string;
  fromAyah: string;
  toAyah: string;
  pages: string;
  tajweed: string;
}
export type NoteFormField = keyof NoteFormValues;

/** The form's values for a lesson's note (empty when there is none yet). */
export function noteFormValues(note: LessonNote | null): NoteFormValues {
  return {
    covered: note?.covered ?? '',
    homework: note?.homework ?? '',
    surah: note?.quran ? String(note.quran.surah) : '',
    fromAyah: note?.quran ? String(note.quran.fromAyah) : '',
    toAyah: note?.quran ? String(note.quran.toAyah) : '',
    pages: note?.pages === null || note?.pages === undefined ? '' : String(note.pages),
    tajweed: note?.tajweed ?? '',
  };
}

/**
 * The request body the form's values make. Only a Quran course's note names a range, pages and a
 * tajweed remark; another course's sends what it covered and the homework alone. A range is sent
 * as soon as any of its three fields is filled (a half-filled one is refused, not dropped).
 */
export function noteBody(values: NoteFormValues, quranCourse: boolean): LessonNoteInput {
  const body: LessonNoteInput = { covered: values.covered, homework: values.homework };
  if (!quranCourse) return body;
  const ranged = [values.surah, values.fromAyah, values.toAyah].some((value) => value.trim() !== '');
  return {
    ...body,
    quran: ranged
      ? { surah: typedNumber(values.surah), fromAyah: typedNumber(values.fromAyah), toAyah: typedNumber(values.toAyah) }
      : null,
    pages: values.pages.trim() === '' ? null : typedNumber(values.pages),
    tajweed: values.tajweed,
  };
}

/** The form field a message of the API's schema (or of its answer's `fields`) is about. */
export function noteFieldOf(path: readonly PropertyKey[]): NoteFormField | null {
  const [first, second] = path.map(String);
  if (first === 'quran') return second === 'fromAyah' || second === 'toAyah' ? second : 'surah';
  if (first === 'covered' || first === 'homework' || first === 'pages' || first === 'tajweed') return first;
  return null;
}

type NoteOutput = z.output<typeof lessonNoteSchema>;

/**
 * The note form's resolver: the API's own schema (shared/) checks the body the values make, and
 * each message goes back to the field it is about (a range's to the surah or ayah field). The
 * values it hands on are the body as the API reads it.
 */
export function noteResolver(quranCourse: boolean): Resolver<NoteFormValues, unknown, NoteOutput> {
  return async (values) => {
    const result = lessonNoteSchema.safeParse(noteBody(values, quranCourse));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = noteFieldOf(issue.path) ?? 'root';
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<NoteFormValues> };
  };
}

/** What is sent for a checked note: another course's note leaves out the Quran fields altogether. */
export function noteToSend(note: NoteOutput, quranCourse: boolean): LessonNoteInput {
  return quranCourse ? note : { covered: note.covered, homework: note.homework };
}
