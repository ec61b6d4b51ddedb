import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * Processed-event marker: a webhook event (kind + invitee URI) that has been applied. Written in
 * the same transaction as its effects with `attribute_not_exists`, so a retried delivery finds it
 * and changes nothing. Kept for good: the scheduling service retries for a day. The `created`
 * marker also records which booking (or unmatched booking) the invitee became, which is how a
 * later cancellation or reschedule finds it.
 */
export type EventKind = 'created' | 'canceled';
export const eventKey = (kind: EventKind, inviteeUri: string) => ({ pk: `EVENT#${kind}#${inviteeUri}`, sk: 'EVENT' });

export interface ProcessedEvent {
  kind: EventKind;
  inviteeUri: string;
  target: 'booking' | 'unmatched' | 'none';
  targetId: string | null;
  appliedAt: string;
}

export function putOnce(event: Omit<ProcessedEvent, 'appliedAt'>): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...eventKey(event.kind, event.inviteeUri),
        type: 'processed_event',
        ...event,
        appliedAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Holds a transaction to "this event has not been applied". */
export function notApplied(kind: EventKind, inviteeUri: string): TxItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: eventKey(kind, inviteeUri),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function get(kind: EventKind, inviteeUri: string): Promise<ProcessedEvent | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: eventKey(kind, inviteeUri), ConsistentRead: true }),
  );
  return (answer.Item as ProcessedEvent | undefined) ?? null;
}

/** The invitee's booking now lives elsewhere (an unmatched booking assigned to a student). */
export function retarget(
  inviteeUri: string,
  from: ProcessedEvent['target'],
  to: { target: 'booking'; targetId: string },
): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: eventKey('created', inviteeUri),
      UpdateExpression: 'SET #target = :target, targetId = :targetId',
      ConditionExpression: '#target = :from',
      ExpressionAttributeNames: { '#target': 'target' },
      ExpressionAttributeValues: { ':target': to.target, ':targetId': to.targetId, ':from': from },
    },
  };
}
