import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * Processed-event marker: a booking event (kind + the provider's booking id) that has been
 * applied. Written in the same transaction as its effects with `attribute_not_exists`, so a
 * retried delivery finds it and changes nothing. Kept for good: the scheduling service retries for
 * a day. The `created` marker also records which booking (or unmatched booking) the provider's
 * booking became, which is how a later cancellation or reschedule finds it. A reschedule's new
 * time is marked `created` under its own id.
 *
 * Stored as `EVENT#<kind>#<provider booking id>`, with the id in the attribute `inviteeUri` (the
 * name the first provider's ids were stored under): the domain's `providerBookingId`.
 */
export type EventKind = 'created' | 'canceled';
export const eventKey = (kind: EventKind, providerBookingId: string) => ({
  pk: `EVENT#${kind}#${providerBookingId}`,
  sk: 'EVENT',
});

export interface ProcessedEvent {
  kind: EventKind;
  providerBookingId: string;
  target: 'booking' | 'unmatched' | 'none';
  targetId: string | null;
  appliedAt: string;
}

export function putOnce(event: Omit<ProcessedEvent, 'appliedAt'>): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...eventKey(event.kind, event.providerBookingId),
        type: 'processed_event',
        kind: event.kind,
        inviteeUri: event.providerBookingId,
        target: event.target,
        targetId: event.targetId,
        appliedAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Holds a transaction to "this event has not been applied". */
export function notApplied(kind: EventKind, providerBookingId: string): TxItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: eventKey(kind, providerBookingId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function get(kind: EventKind, providerBookingId: string): Promise<ProcessedEvent | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: eventKey(kind, providerBookingId), ConsistentRead: true }),
  );
  const item = answer.Item;
  if (!item) return null;
  return {
    kind: item.kind as EventKind,
    providerBookingId: item.inviteeUri as string,
    target: item.target as ProcessedEvent['target'],
    targetId: (item.targetId as string | null | undefined) ?? null,
    appliedAt: item.appliedAt as string,
  };
}

/** The provider's booking now lives elsewhere (an unmatched booking assigned to a student). */
export function retarget(
  providerBookingId: string,
  from: ProcessedEvent['target'],
  to: { target: 'booking'; targetId: string },
): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: eventKey('created', providerBookingId),
      UpdateExpression: 'SET #target = :target, targetId = :targetId',
      ConditionExpression: '#target = :from',
      ExpressionAttributeNames: { '#target': 'target' },
      ExpressionAttributeValues: { ':target': to.target, ':targetId': to.targetId, ':from': from },
    },
  };
}
