export type { Page } from '@app/shared/http/page';
import { BadRequestError } from '../lib/errors';

/** Opaque pagination cursor: DynamoDB's LastEvaluatedKey, base64url JSON. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

const KEY_ATTRIBUTES = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
]);

/**
 * A cursor is only accepted for the list it came from: key attributes only, short strings, and the
 * list's own partition value among them. So an edited cursor can at most move within that list.
 */
export function decodeCursor(cursor: string | undefined, partition?: unknown): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      const wellFormed =
        entries.length >= 2 &&
        entries.length <= 4 &&
        entries.every(([name, v]) => KEY_ATTRIBUTES.has(name) && typeof v === 'string' && v.length <= 1024);
      const ofThisList = partition === undefined || entries.some(([, v]) => v === partition);
      if (wellFormed && ofThisList) return value as Record<string, unknown>;
    }
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('Invalid cursor');
}
