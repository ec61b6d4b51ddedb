import type * as z from 'zod';
import { fieldMessages, issueMessage } from '@app/shared/text';
import { BadRequestError, ValidationError } from './errors';

/**
 * How deep a request body may nest objects and arrays. Our richest body (a course with its
 * modules) nests four levels; anything near this limit is not a form someone filled.
 */
export const MAX_JSON_DEPTH = 16;

export const JSON_TOO_DEEP_MESSAGE = `Request body nests too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * The deepest nesting of objects and arrays in `text`, read in one pass that skips strings, and
 * stopping as soon as `limit` is passed: a 64 KiB body of `[[[[…` costs microseconds, where
 * parsing it and walking the result recursively would exhaust the call stack.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * A JSON object from a raw body, or a 400 that says what is wrong. Nesting deeper than
 * MAX_JSON_DEPTH is refused before parsing. JSON may carry text that is not valid Unicode (a lone
 * surrogate such as "\ud800"): no mail or store could use it, so it is refused.
 */
export function readJson(text: string): unknown {
  if (text.trim() === '') throw new BadRequestError('Request body must be JSON');
  if (nestingExceeds(text, MAX_JSON_DEPTH)) throw new BadRequestError(JSON_TOO_DEEP_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  const invalid = invalidTextAt(value);
  if (invalid) {
    const message = 'Text must be valid Unicode';
    throw new ValidationError(message, { [invalid.join('.') || '_']: message });
  }
  return value;
}

// With the u flag, a surrogate pair reads as one code point: only a lone surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path of the first text in `value` that is not valid Unicode, or null when all are. Walked
 * with an explicit stack (the depth is bounded by readJson, but no input should reach recursion).
 */
function invalidTextAt(root: unknown): string[] | null {
  // Each entry knows its parent: a path is built only for the one text that is refused.
  interface Entry {
    value: unknown;
    key: string | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry): string[] => {
    const path: string[] = [];
    for (let at: Entry | null = entry; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (entry.key !== null && LONE_SURROGATE.test(entry.key)) return [...pathOf(entry).slice(0, -1), '_'];
    const { value } = entry;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return pathOf(entry);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const keys = Object.keys(value);
    // Pushed in reverse so the first field is looked at first, as a reader would.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: entry });
    }
  }
  return null;
}

/** `input` parsed by `schema`, or a ValidationError naming each invalid field with its message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const first = result.error.issues[0];
  throw new ValidationError(first ? issueMessage(first) : 'Invalid input', fields);
}
