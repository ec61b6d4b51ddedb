import type { FieldErrors, FieldValues } from 'react-hook-form';
import { notify } from '../components/ui/toaster';

/** The first message of a failed form, in field order: what the 'Validation Error' toast shows. */
export function firstErrorMessage(errors: FieldErrors<FieldValues>): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref' || typeof value !== 'object') continue;
    if (typeof value.message === 'string' && value.message) return value.message;
    const nested = firstErrorMessage(value as FieldErrors<FieldValues>);
    if (nested) return nested;
  }
  return undefined;
}

export function toastValidationError(errors: FieldErrors<FieldValues>): void {
  notify.validation(firstErrorMessage(errors) ?? 'Please check the form.');
}
