import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A react-hook-form resolver for a flat form whose fields are not yet the request body (numbers
 * typed as text): `toInput` builds the body, the API's own schema (from shared/) checks it, and
 * each message goes back to the field it is about.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? String(issue.path[0]) : 'root';
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** A number typed in a text box; empty is NaN, which the schemas refuse with their own message. */
export function typedNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}
