import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { byCreated, type TxItem } from '../table';

/**
 * Activity entry: what an admin (or the system) changed. All entries share one partition,
 * sorted by time, so "the latest N" is one Query. Always written in the same transaction as the
 * change it records.
 */
const PARTITION = 'ACTIVITY';
export const activityKey = (createdAt: string, id: string) => ({ pk: PARTITION, sk: byCreated(createdAt, id) });

export interface Actor {
  userId: string;
  email: string;
}

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

export interface ActivityEntry extends Required<ActivityInput> {
  id: string;
  adminId: string;
  adminEmail: string;
  createdAt: string;
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
        action: input.action,
        entityType: input.entityType,
        entityId: input.entityId,
        details: input.details ?? {},
        createdAt,
      },
    },
  };
}

/** The latest entries, newest first. */
export async function latest(limit: number): Promise<ActivityEntry[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map(({ pk: _pk, sk: _sk, type: _type, ...entry }) => entry as ActivityEntry);
}
