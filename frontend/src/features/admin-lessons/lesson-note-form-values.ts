import type { FieldErrors, Resolver } from 'react-hook-form';
import { lessonNoteSchema, type Lesson, type LessonNoteInput } from '@app/shared/lessons/lessons';
import { typedNumber } from '../../lib/schema-resolver';

/** The note form: numbers as typed text, the surah as its number ('' for none). */
export interface NoteFormValues {
  covered: string;
  homework: string;
  surah: string;
  fromAyah: string;
  toAyah: string;
  pages: string;
  tajweed: string;
}

export function formFromNote(note: Lesson['note']): NoteFormValues {
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

/** The request body: a Quran range and pages only on a Quran course (and only when given). */
export function noteInput(values: NoteFormValues, quranCourse: boolean): LessonNoteInput {
  if (!quranCourse)
    return { covered: values.covered, homework: values.homework, quran: null, pages: null, tajweed: '' };
  return {
    covered: values.covered,
    homework: values.homework,
    quran: values.surah
      ? { surah: Number(values.surah), fromAyah: typedNumber(values.fromAyah), toAyah: typedNumber(values.toAyah) }
      : null,
    pages: values.pages.trim() === '' ? null : typedNumber(values.pages),
    tajweed: values.tajweed,
  };
}

/** The API's names of the fields (`quran.toAyah`) → the form's. */
export const noteServerFields = {
  covered: 'covered',
  homework: 'homework',
  quran: 'surah',
  'quran.surah': 'surah',
  'quran.fromAyah': 'fromAyah',
  'quran.toAyah': 'toAyah',
  pages: 'pages',
  tajweed: 'tajweed',
} as const satisfies Record<string, keyof NoteFormValues>;

/** Checked with the API's own schema; each message goes back to the field it is about. */
export function noteResolver(quranCourse: boolean): Resolver<NoteFormValues, unknown, LessonNoteInput> {
  return async (values) => {
    const result = lessonNoteSchema.safeParse(noteInput(values, quranCourse));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const key =
        noteServerFields[path as keyof typeof noteServerFields] ??
        noteServerFields[String(issue.path[0]) as keyof typeof noteServerFields];
      if (key) errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<NoteFormValues> };
  };
}
