import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { notify } from '../components/ui/toaster';
import { ApiError, errorMessage } from './api-client';
import { firstInvalidControl, focusWhenReady, formOf } from './focus-when-ready';

/** Marks the element a form's error summary is drawn in (see ErrorSummary). */
export const ERROR_SUMMARY_ATTR = 'data-error-summary';
/** Marks the element a form's server error is drawn in (see FormAlert). */
export const FORM_ALERT_ATTR = 'data-form-alert';

export interface FieldError {
  /** The field's name as the form knows it, e.g. `goals` or `profile.phone`. */
  name: string;
  message: string;
}

/** Every message of a failed form with its field, in the order the schema checks them. */
export function fieldErrors(errors: FieldErrors<FieldValues>, prefix = ''): FieldError[] {
  const found: FieldError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref' || key === 'root' || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) found.push({ name, message: value.message });
    else found.push(...fieldErrors(value as FieldErrors<FieldValues>, name));
  }
  return found;
}

/** The first message of a failed form, in field order: what the 'Validation Error' toast shows. */
export function firstErrorMessage(errors: FieldErrors<FieldValues>): string | undefined {
  return fieldErrors(errors)[0]?.message;
}

/**
 * What every form does on a submit that fails its checks, so a person hears it once and lands on
 * it: focus goes to the form's error summary (long forms) or to the first invalid field in the
 * order shown, whose accessible description holds its error; what gets focus is read, which is
 * the one announcement, so the 'Validation Error' toast with the first message is shown silently.
 * Pass it as react-hook-form's `onInvalid`; forms are made with useAppForm, which leaves the
 * focusing to this.
 */
export function toastValidationError(errors: FieldErrors<FieldValues>, event?: { target?: EventTarget | null }): void {
  const form = formOf(event);
  const summary = form?.querySelector<HTMLElement>(`[${ERROR_SUMMARY_ATTR}]`);
  // Without a form to move focus in, the toast is what tells a screen reader.
  notify.validation(firstErrorMessage(errors) ?? 'Please check the form.', { silent: Boolean(form) });
  if (!form) return;
  focusWhenReady(() => {
    if (summary) return summary.childElementCount > 0 ? summary : null;
    return firstInvalidControl(form);
  });
}

/**
 * A server's refusal, said where the person is: kept on the page (next to `field` when the error
 * is about one, else in the form's FormAlert) and focused, so it is read; the toast says it too,
 * silently (the focus already reads it), except in a dialog, whose buttons it would cover while
 * the dialog already shows it. It stays until the next submit or an edit of the field.
 */
export function showServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  options: { title: string; fallback?: string; field?: FieldPath<T> },
): void {
  const message = errorMessage(error, options.fallback);
  const element = formOf();
  const target = (options.field ?? 'root.server') as FieldPath<T>;
  // The field's own message when the server gave one (`fields` of its answer), else the answer's.
  const fieldMessage = options.field && error instanceof ApiError ? error.fields?.[options.field] : undefined;
  form.setError(target, { type: 'server', message: fieldMessage ?? message });
  if (!element?.closest('[role="dialog"]')) notify.error(options.title, message, { silent: true, onPage: true });
  focusWhenReady(() => {
    const scope: ParentNode = element ?? document;
    if (options.field) return firstInvalidControl(scope);
    return scope.querySelector<HTMLElement>(`[${FORM_ALERT_ATTR}]`);
  });
}
