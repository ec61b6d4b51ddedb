import { LEAD_RETENTION_DAYS } from '@app/shared/privacy';
import { tableName } from '../client';
import type { TxItem } from '../table';

/**
 * A lead that never became a student is deleted LEAD_RETENTION_DAYS after it was sent. The clock
 * is this small item's TTL (`expiresAt`), not the lead's: when DynamoDB removes the item, the
 * table's stream (keys only) names the lead, and the retention job deletes it the way the team
 * does (one transaction with the counters), so the dashboard's counts stay exact. Converting a
 * lead removes its clock; moving it back from converted sets it again, from when it was sent.
 */
export const RETENTION_PREFIX = 'RETENTION#LEAD#';
export const retentionKey = (leadId: string) => ({ pk: `${RETENTION_PREFIX}${leadId}`, sk: 'RETENTION' });

/** The lead's id, from the key of a removed retention item (null for any other key). */
export function leadIdFromKey(pk: string): string | null {
  return pk.startsWith(RETENTION_PREFIX) ? pk.slice(RETENTION_PREFIX.length) || null : null;
}

/** When a lead sent at `createdAt` is due for deletion (epoch seconds, the TTL attribute's unit). */
export function expiryOf(createdAt: string): number {
  return Math.floor(new Date(createdAt).getTime() / 1000) + LEAD_RETENTION_DAYS * 86_400;
}

export function put(leadId: string, createdAt: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...retentionKey(leadId), type: 'lead_retention', leadId, expiresAt: expiryOf(createdAt) },
    },
  };
}

export function remove(leadId: string): TxItem {
  return { Delete: { TableName: tableName(), Key: retentionKey(leadId) } };
}
