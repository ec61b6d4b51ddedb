import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Page } from '@app/shared/http/page';
import { BadRequestError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';

export type IndexQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'ScanIndexForward'>;

/** DynamoDB refuses a start key that does not fit the list: with a cursor given, it was made up (400). */
export const refuseMadeUpCursor =
  (cursorGiven: boolean) =>
  (error: unknown): never => {
    if (cursorGiven && error instanceof Error && error.name === 'ValidationException') {
      throw new BadRequestError('Invalid cursor');
    }
    throw error;
  };

/** One page of a Query, newest first by sort key, continued from an opaque cursor. */
export async function queryNewestFirst<Item, T>(
  input: IndexQuery,
  page: { cursor?: string; limit: number; oldestFirst?: boolean },
  toItem: (item: Item) => T,
): Promise<Page<T>> {
  const answer = await db()
    .send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        ScanIndexForward: page.oldestFirst === true,
        Limit: page.limit,
        ExclusiveStartKey: decodeCursor(page.cursor, input.ExpressionAttributeValues?.[':pk']),
      }),
    )
    .catch(refuseMadeUpCursor(Boolean(page.cursor)));
  return {
    items: ((answer.Items ?? []) as Item[]).map(toItem),
    nextCursor: encodeCursor(answer.LastEvaluatedKey),
  };
}

/** Every item of a Query, page after page (for the short lists: packages, admins, one student's balances). */
export async function queryEvery<Item>(input: IndexQuery & { ScanIndexForward?: boolean }): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: cursor }));
    items.push(...((answer.Items ?? []) as Item[]));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** The back office's list shape: every item of a kind (gsi1 `all`) or those of one status (gsi2, `byStatus`). */
export function listByStatus(keys: { all: string; byStatus?: string }): IndexQuery {
  return keys.byStatus
    ? { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.byStatus } }
    : { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.all } };
}

/** How many items a Query matches (Select COUNT, page after page: no item is sent back). */
export async function countQuery(input: IndexQuery): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: cursor }),
    );
    count += answer.Count ?? 0;
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return count;
}
