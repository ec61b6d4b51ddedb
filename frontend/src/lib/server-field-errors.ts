import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { showServerError } from './form-errors';

/**
 * A server's refusal said next to the fields it names: every field of its `fields` that the form
 * shows gets its message under it, and focus goes to the first. `fields` maps the server's names
 * (`quran.toAyah`) to the form's; a name not listed counts by its first part (`languages.2`). A
 * refusal naming none of them goes to `field` when given (a 409 about one field), else to the
 * form's alert. Nothing typed is cleared.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  options: { title: string; fallback?: string; fields: Readonly<Record<string, FieldPath<T>>>; field?: FieldPath<T> },
): void {
  const named: [FieldPath<T>, string][] = [];
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      // `languages.2` is about Languages when the form has no field of its own for it.
      const target = options.fields[name] ?? options.fields[name.split('.')[0]!];
      if (target && !named.some(([seen]) => seen === target)) named.push([target, message]);
    }
  }
  const [first, ...rest] = named;
  if (!first) {
    showServerError(form, error, { title: options.title, fallback: options.fallback, field: options.field });
    return;
  }
  for (const [target, message] of rest) form.setError(target, { type: 'server', message });
  showServerError(form, error, { title: options.title, fallback: options.fallback, field: first[0] });
  // The field's own message (the server may name it otherwise than the form does).
  form.setError(first[0], { type: 'server', message: first[1] });
}
