import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * The single table's generic indexes. gsi1: every item of a type; gsi2: a sparse list (published,
 * active, by status, scheduled); gsi3: a second list (by level, or a student's own items).
 * Which values go in them is decided in one place per item type: the files in db/entities/.
 */
export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';
export const GSI3 = 'gsi3';
/** gsi4: the school's calendar of lessons by start time (see entities/booking.ts). */
export const GSI4 = 'gsi4';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Sort keys that order newest first when queried with ScanIndexForward false. */
export const byCreated = (createdAt: string, id: string) => `${createdAt}#${id}`;

/** Zero-padded so that string order is numeric order. */
export const padNumber = (value: number, width = 6) => String(value).padStart(width, '0');

const STORAGE_FIELDS = new Set([
  'pk',
  'sk',
  'type',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
]);

/** The domain fields of a stored item: keys, index keys and the type tag removed. */
export function withoutStorageFields<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !STORAGE_FIELDS.has(name))) as T;
}
