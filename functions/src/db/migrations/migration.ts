import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * A change of what stored items look like, applied once to every table. Migrations run in the
 * order of MIGRATIONS (migrations.ts), each at most once per table: the runner records each one
 * applied in the table itself and skips it afterwards.
 *
 * `run` must be idempotent: a run that dies halfway is run again from the start, so it must find
 * what is already done and leave it alone (a conditional write per item). It reads items through
 * their indexes, page after page (never a Scan), and must work while the application serves
 * requests: whatever the code still in service writes meanwhile stays readable, because the
 * entity reads both shapes until a later release removes the old one.
 */
export interface Migration {
  /** Stable and unique, in the order of the list: `0001-course-scheduling-url`. Never renamed. */
  id: string;
  /** What it changes, for the record and the logs. */
  description: string;
  /**
   * What it reads and writes, which is all the migrations function may (the stack grants the union):
   * the gsi1 lists it queries, and the partition keys it puts or updates (`*` ends a prefix).
   */
  access: {
    queries: readonly string[];
    writes: readonly string[];
    /** Partitions of the table itself it queries (a student's items), by key pattern. */
    partitions?: readonly string[];
    /** Partition keys of the items it gets one by one, by key pattern. */
    reads?: readonly string[];
    /** The gsi3 lists it queries (a student's bookings), by key pattern. */
    gsi3?: readonly string[];
  };
  run(context: MigrationContext): Promise<{ changed: number }>;
}

/** Where a migration runs: the table, and a client for it (the Lambda's own, or the local stack's). */
export interface MigrationContext {
  db: DynamoDBDocumentClient;
  tableName: string;
}

/** Every page of a gsi1 list a migration reads, handed over one page at a time (never a Scan). */
export async function eachPage(
  context: MigrationContext,
  input: Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'KeyConditionExpression' | 'ExclusiveStartKey'> & {
    partition: string;
  },
  handle: (items: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  const { partition, ExpressionAttributeValues, ...rest } = input;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await context.db.send(
      new QueryCommand({
        ...rest,
        TableName: context.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ...ExpressionAttributeValues, ':pk': partition },
        ExclusiveStartKey: cursor,
      }),
    );
    await handle(page.Items ?? []);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

/** Every item of one partition of the table itself, in sort-key order (a student's ledger). */
export async function everyItemOf(context: MigrationContext, partition: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await context.db.send(
      new QueryCommand({
        TableName: context.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}
