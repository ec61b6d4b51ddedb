import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../db/client';
import { keys } from '../../db/keys';

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

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The activity entry of an admin mutation, as a transaction item so it is written in the same
 * transaction as the change it records (all or nothing).
 */
export function activityPut(actor: Actor, input: ActivityInput): TransactItem {
  const createdAt = new Date().toISOString();
  const id = crypto.randomUUID();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.activity(createdAt, id),
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
