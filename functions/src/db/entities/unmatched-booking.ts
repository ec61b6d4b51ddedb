import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { UnmatchedReason } from '@app/shared/bookings/schemas';
import type { Page } from '@app/shared/http/page';
import { db, tableName } from '../client';
import { queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, GSI2, type TxItem } from '../table';
import { fromStoredIds, SLOT_SET, slotValues, toStoredIds, type Slot } from './booking';

/**
 * Unmatched booking: a webhook booking that could not be tied to a student's balance (no valid
 * reference, unknown or inactive student, no sessions left). Kept for the team, never lost.
 * gsi1 lists all of them newest first; gsi2 only the open ones (sparse).
 */
export const unmatchedKey = (id: string) => ({ pk: `UNMATCHED#${id}`, sk: 'UNMATCHED' });
const ALL = 'UNMATCHED';
const OPEN = 'UNMATCHED#open';

export type UnmatchedStatus = 'open' | 'canceled' | 'assigned' | 'dismissed';

export interface UnmatchedItem extends Slot {
  id: string;
  inviteeName: string;
  inviteeEmail: string;
  /** The host the scheduling service named (absent on items written before tutors). */
  hostEmail?: string | null;
  reason: UnmatchedReason;
  studentId: string | null;
  courseId: string | null;
  status: UnmatchedStatus;
  /**
   * Arrived with no session to pay for it and was cancelled at the scheduling service (the
   * `cancel` policy): recorded closed, never in the team's queue. Absent on older items.
   */
  canceledAtSource?: boolean;
  createdAt: string;
  updatedAt: string;
}

export function putNew(item: UnmatchedItem): TxItem {
  const sortKey = byCreated(item.createdAt, item.id);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...unmatchedKey(item.id),
        type: 'unmatched_booking',
        ...toStoredIds(item),
        gsi1pk: ALL,
        gsi1sk: sortKey,
        ...(item.status === 'open' ? { gsi2pk: OPEN, gsi2sk: sortKey } : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A reschedule of an unmatched booking: same item, new slot, still for the team to look at; only
 * while it still belongs to the provider's booking id `from`.
 */
export function move(id: string, from: string, slot: Slot, hostEmail: string | null = null): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: unmatchedKey(id),
      // The new time's host, kept for when the team assigns it (the lesson's tutor is matched from it).
      UpdateExpression: `SET ${SLOT_SET}, hostEmail = :host, updatedAt = :now`,
      ConditionExpression: 'inviteeUri = :from',
      ExpressionAttributeNames: { '#tz': 'timezone' },
      ExpressionAttributeValues: {
        ...slotValues(slot),
        ':host': hostEmail,
        ':from': from,
        ':now': new Date().toISOString(),
      },
    },
  };
}

/** The invitee canceled: nothing left for the team to do. */
export function cancel(id: string, providerBookingId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: unmatchedKey(id),
      UpdateExpression: 'SET #status = :canceled, updatedAt = :now REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'inviteeUri = :uri AND #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':canceled': 'canceled',
        ':open': 'open',
        ':uri': providerBookingId,
        ':now': new Date().toISOString(),
      },
    },
  };
}

/** Closes an open one: assigned to a student, or dismissed with a reason (only while still open). */
export function settle(
  id: string,
  change: { status: 'assigned' | 'dismissed'; adminId: string; note: string },
): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: unmatchedKey(id),
      UpdateExpression:
        'SET #status = :status, settledBy = :adminId, settledNote = :note, updatedAt = :now REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':adminId': change.adminId,
        ':note': change.note,
        ':open': 'open',
        ':now': new Date().toISOString(),
      },
    },
  };
}

export async function get(id: string): Promise<UnmatchedItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: unmatchedKey(id), ConsistentRead: true }),
  );
  return answer.Item ? fromStoredIds<UnmatchedItem>(answer.Item) : null;
}

/** The open ones, newest first (the team's queue). */
export function queryOpen(page: { cursor?: string; limit: number }): Promise<Page<UnmatchedItem>> {
  return queryNewestFirst(
    { IndexName: GSI2, KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': OPEN } },
    page,
    (item: Record<string, unknown>) => fromStoredIds<UnmatchedItem>(item),
  );
}

/** Every unmatched booking of this address (a filtered read of the whole list: for an account's erasure only). */
export async function ofInvitee(email: string): Promise<{ id: string }[]> {
  return queryEvery<{ id: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'inviteeEmail = :email',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ALL, ':email': email },
  });
}

/** The invitee's account was deleted: the name and address kept with the booking are erased. */
export function erasePerson(id: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: unmatchedKey(id),
      UpdateExpression: 'SET inviteeName = :name, inviteeEmail = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': placeholderName, ':empty': '' },
    },
  };
}
