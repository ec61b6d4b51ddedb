import type { ActivityEntry } from '@app/shared/admin/activity';
import type { Page } from '@app/shared/http/page';
import { tableName } from '../client';
import { queryNewestFirst, type IndexQuery } from '../query-page';
import { byCreated, GSI1, withoutStorageFields, type TxItem } from '../table';

/**
 * Activity entry: what an admin (or the system) changed. All entries share one partition,
 * sorted by time, so "the latest N" is one Query; gsi1 holds the entries of one entity type.
 * Always written in the same transaction as the change it records.
 */
const PARTITION = 'ACTIVITY';
const ofType = (entityType: string) => `ACTIVITY#${entityType}`;
export const activityKey = (createdAt: string, id: string) => ({ pk: PARTITION, sk: byCreated(createdAt, id) });

export interface Actor {
  userId: string;
  email: string;
  name?: string | null;
}

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

export function put(actor: Actor, input: ActivityInput): TxItem {
  const createdAt = new Date().toISOString();
  const id = crypto.randomUUID();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...activityKey(createdAt, id),
        type: 'activity',
        id,
        adminId: actor.userId,
        adminEmail: actor.email,
        adminName: actor.name ?? null,
        action: input.action,
        entityType: input.entityType,
        entityId: input.entityId,
        details: input.details ?? {},
        createdAt,
        gsi1pk: ofType(input.entityType),
        gsi1sk: byCreated(createdAt, id),
      },
    },
  };
}

/** Entries newest first, all of them or of one entity type. */
export function query(
  filter: { entityType?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<ActivityEntry>> {
  const input: IndexQuery = filter.entityType
    ? {
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': ofType(filter.entityType) },
      }
    : { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PARTITION } };
  return queryNewestFirst(input, page, (item: Record<string, unknown>) => {
    const entry = withoutStorageFields<ActivityEntry>(item);
    return { ...entry, adminName: entry.adminName ?? null };
  });
}
