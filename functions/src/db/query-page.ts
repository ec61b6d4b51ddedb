import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, type Page } from './cursor';

export type IndexQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'ScanIndexForward'>;

/** One page of a Query, newest first by sort key, continued from an opaque cursor. */
export async function queryNewestFirst<Item, T>(
  input: IndexQuery,
  page: { cursor?: string; limit: number },
  toItem: (item: Item) => T,
): Promise<Page<T>> {
  const answer = await db().send(
    new QueryCommand({
      ...input,
      TableName: tableName(),
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor),
    }),
  );
  return {
    items: ((answer.Items ?? []) as Item[]).map(toItem),
    nextCursor: encodeCursor(answer.LastEvaluatedKey),
  };
}
