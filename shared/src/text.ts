import * as z from 'zod';

/**
 * A trimmed string with one message for every way it can be wrong (missing, not a string, too
 * short), so a request that omits the field gets the form's own message, not zod's generic one.
 */
export function requiredText(min: number, message: string, max = 10_000, maxMessage?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, maxMessage ?? `Must be at most ${max} characters`);
}

/** Line breaks, other control characters and bidi overrides: never part of a name or a title. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
export const singleLineMessage = 'Use a single line without control characters';

/**
 * Like requiredText, for one-line values that end up in e-mail subjects and headers (names,
 * titles): line breaks, control characters and bidi overrides are refused with a clear message.
 */
export function singleLineText(min: number, message: string, max = 200, maxMessage?: string) {
  return requiredText(min, message, max, maxMessage).refine((value) => !NOT_SINGLE_LINE.test(value), {
    message: singleLineMessage,
  });
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');
}

/** First message of a failed parse, keyed by dotted path, in the order zod found them. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issueMessage(issue);
  }
  return fields;
}

/** zod's own wording for an unknown key names zod internals: say it plainly. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
}
