import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../src/db/client';

/**
 * The ledger is the truth: over the whole table, every course balance equals the sum of its
 * ledger entries and the sum of its credit lots' sessions left, no balance or lot is negative or
 * holds more than it bought, every lot equals the sum of the ledger entries naming it, and no
 * ledger entry lacks its balance. A Scan is fine here: this is an audit run by the tests, not a
 * request path.
 */
export async function auditLedger(): Promise<{ balances: number; problems: string[] }> {
  const balances = new Map<string, number>();
  const sums = new Map<string, number>();
  const lotSums = new Map<string, number>();
  const lots = new Map<string, { left: number; bought: number; opening: number }>();
  const byLot = new Map<string, number>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const key = `${item.studentId}/${item.courseId}`;
      if (item.type === 'balance') balances.set(key, item.sessionsRemaining as number);
      if (item.type === 'ledger_entry') sums.set(key, (sums.get(key) ?? 0) + (item.amount as number));
      if (item.type === 'credit_lot') {
        lotSums.set(key, (lotSums.get(key) ?? 0) + (item.sessionsLeft as number));
        lots.set(`${key}/${item.id}`, {
          left: item.sessionsLeft as number,
          bought: item.sessionsBought as number,
          opening: (item.openingSessions as number | undefined) ?? 0,
        });
      }
      if (item.type === 'ledger_entry' && item.lotId) {
        const lot = `${key}/${item.lotId}`;
        byLot.set(lot, (byLot.get(lot) ?? 0) + (item.amount as number));
      }
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
  for (const [key, balance] of balances) {
    if (balance !== (lotSums.get(key) ?? 0))
      problems.push(`${key}: balance ${balance} but lots hold ${lotSums.get(key) ?? 0}`);
  }
  for (const [lot, { left, bought, opening }] of lots) {
    if (left < 0 || left > bought) problems.push(`${lot}: ${left} left of ${bought} bought`);
    // A lot holds what its entries add up to (a migrated lot started from what it held then).
    const sum = opening + (byLot.get(lot) ?? 0);
    if (sum !== left) problems.push(`${lot}: holds ${left} but its ledger entries sum to ${sum}`);
  }
  return { balances: balances.size, problems };
}
