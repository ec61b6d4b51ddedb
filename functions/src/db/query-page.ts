import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Page } from '@app/shared/http/page';
import { decodeCursor, encodeCursor } from './cursor';

export type IndexQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'ScanIndexForward'>;

/** One page of a Query, newest first by sort key, continued from an opaque cursor. */
export async function queryNewestFirst<Item, T>(
  input: IndexQuery,
  page: { cursor?: string; limit: number; oldestFirst?: boolean },
  toItem: (item: Item) => T,
): Promise<Page<T>> {
  const answer = await db().send(
    new QueryCommand({
      ...input,
      TableName: tableName(),
      ScanIndexForward: page.oldestFirst === true,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor),
    }),
  );
  return {
    items: ((answer.Items ?? []) as Item[]).map(toItem),
    nextCursor: encodeCursor(answer.LastEvaluatedKey),
  };
}
