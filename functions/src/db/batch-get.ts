import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Up to 100 items by key in one BatchGetItem (asked again for any keys DynamoDB hands back
 * unprocessed under load). Missing items are simply absent from the answer.
 */
export async function batchGet<Item>(
  keys: Record<string, unknown>[],
  projection?: string,
  options: { consistent?: boolean; names?: Record<string, string> } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  let pending: Record<string, unknown>[] | undefined = keys.slice(0, 100);
  for (let attempt = 0; pending?.length && attempt < 5; attempt += 1) {
    const answer = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ProjectionExpression: projection,
            ExpressionAttributeNames: options.names,
            ConsistentRead: options.consistent,
          },
        },
      }),
    );
    items.push(...((answer.Responses?.[tableName()] ?? []) as Item[]));
    pending = answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
  }
  return items;
}
