import type { LedgerEntry } from '@app/shared/bookings/schemas';
import type { Page } from '@app/shared/http/page';
import { tableName } from '../client';
import { queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';

/**
 * Ledger entry: one change of one course balance (purchase +n, booking -1, refund +1, manual
 * adjustment ±n), never changed afterwards. A student's entries share a partition, newest last.
 */
export const ledgerPartition = (studentId: string) => `LEDGER#${studentId}`;
export const ledgerKey = (studentId: string, createdAt: string, id: string) => ({
  pk: ledgerPartition(studentId),
  sk: byCreated(createdAt, id),
});

export type NewLedgerEntry = Omit<LedgerEntry, 'id' | 'createdAt'>;

export function put(entry: NewLedgerEntry): TxItem {
  const createdAt = new Date().toISOString();
  const id = crypto.randomUUID();
  return {
    Put: {
      TableName: tableName(),
      // `type` tags the item kind in the table; the entry's own kind is stored as `entryType`.
      Item: {
        ...ledgerKey(entry.studentId, createdAt, id),
        ...withoutType(entry),
        type: 'ledger_entry',
        entryType: entry.type,
        id,
        createdAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A student's ledger, newest first. */
export function queryOfStudent(
  studentId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<LedgerEntry>> {
  return queryNewestFirst(
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': ledgerPartition(studentId) } },
    page,
    toEntry,
  );
}

/**
 * Whether the student holds a lesson of the course, to come or taken: a booking's entry whose
 * session was not given back by a cancellation (read from the student's own ledger partition).
 */
export async function hasLessonOf(studentId: string, courseId: string): Promise<boolean> {
  const entries = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'courseId = :courseId AND attribute_exists(bookingId) AND bookingId <> :none',
    ExpressionAttributeValues: { ':pk': ledgerPartition(studentId), ':courseId': courseId, ':none': null },
    ProjectionExpression: 'entryType, bookingId',
  });
  const returned = new Set(entries.filter((entry) => entry.entryType === 'refund').map((entry) => entry.bookingId));
  return entries.some((entry) => entry.entryType === 'booking' && !returned.has(entry.bookingId));
}

function withoutType(entry: NewLedgerEntry): Omit<NewLedgerEntry, 'type'> {
  const { type: _type, ...rest } = entry;
  return rest;
}

export function toEntry(item: Record<string, unknown>): LedgerEntry {
  const { entryType, ...rest } = withoutStorageFields<Omit<LedgerEntry, 'type'> & { entryType: LedgerEntry['type'] }>(
    item,
  );
  return { ...rest, type: entryType };
}

/** The ledger moves of one booking (from the student's own ledger partition, oldest first). */
export async function ofBooking(studentId: string, bookingId: string): Promise<LedgerEntry[]> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'bookingId = :bookingId',
    ExpressionAttributeValues: { ':pk': ledgerPartition(studentId), ':bookingId': bookingId },
  });
  return items.map(toEntry);
}
