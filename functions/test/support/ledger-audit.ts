import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../src/db/client';

/**
 * The ledger is the truth: over the whole table, every course balance equals the sum of its
 * ledger entries, no balance is negative, and no ledger entry lacks its balance. A Scan is fine
 * here: this is an audit run by the tests, not a request path.
 */
export async function auditLedger(): Promise<{ balances: number; problems: string[] }> {
  const balances = new Map<string, number>();
  const sums = new Map<string, number>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const key = `${item.studentId}/${item.courseId}`;
      if (item.type === 'balance') balances.set(key, item.sessionsRemaining as number);
      if (item.type === 'ledger_entry') sums.set(key, (sums.get(key) ?? 0) + (item.amount as number));
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  const problems: string[] = [];
  for (const [key, balance] of balances) {
    if (balance < 0) problems.push(`${key}: negative balance ${balance}`);
    if (balance !== (sums.get(key) ?? 0))
      problems.push(`${key}: balance ${balance} but ledger sum ${sums.get(key) ?? 0}`);
  }
  for (const key of sums.keys()) if (!balances.has(key)) problems.push(`${key}: ledger entries without a balance`);
  return { balances: balances.size, problems };
}
