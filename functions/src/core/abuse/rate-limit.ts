import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../db/client';
import { isConditionFailure } from '../../db/conditions';
import { rateWindowKey } from '../../db/entities/system';
import { RateLimitedError } from '../../lib/errors';

export const PUBLIC_FORM_LIMIT = { requests: 10, windowSeconds: 60 };

/**
 * A fixed-window counter per caller and action, kept in the table: one conditional ADD per
 * request, refused once the window is full. The item expires through the table's TTL.
 */
export async function consume(
  action: string,
  caller: string,
  limit: { requests: number; windowSeconds: number } = PUBLIC_FORM_LIMIT,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const window = now - (now % limit.windowSeconds);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateWindowKey(action, caller, window),
        UpdateExpression: 'ADD hits :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit.requests,
          ':expires': window + limit.windowSeconds * 2,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new RateLimitedError();
    throw error;
  }
}
