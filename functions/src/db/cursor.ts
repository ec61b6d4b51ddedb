export type { Page } from '@app/shared/http/page';
import { BadRequestError } from '../lib/errors';

/** Opaque pagination cursor: DynamoDB's LastEvaluatedKey, base64url JSON. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')) {
        return value as Record<string, unknown>;
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('Invalid cursor');
}
