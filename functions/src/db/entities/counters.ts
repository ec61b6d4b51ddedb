import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadStatus } from '@app/shared/leads/schemas';
import type { StudentStatus } from '@app/shared/students/schemas';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * The back office's counts, kept in one item and changed (ADD) in the same transaction as the
 * items they count, so the dashboard never scans. A burst of writes contends on this item; the
 * transaction runner retries the conflicts.
 */
export const countersKey = () => ({ pk: 'SYSTEM', sk: 'COUNTERS' });

export type CounterName =
  | 'leads'
  | `leads_${LeadStatus}`
  | 'students'
  | `students_${StudentStatus}`
  | 'courses'
  | 'courses_published'
  | 'admins'
  | 'super_admins'
  | 'unmatched_open'
  | 'deliveries_review'
  | 'requests_pending';

export type Deltas = Partial<Record<CounterName, number>>;

/** Adds the deltas (negative to subtract); zero deltas are left out. */
export function change(deltas: Deltas): TxItem {
  const entries = Object.entries(deltas).filter(([, value]) => value !== 0 && value !== undefined);
  if (entries.length === 0) throw new Error('A counter change needs at least one non-zero delta');
  return {
    Update: {
      TableName: tableName(),
      Key: countersKey(),
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:c${index}`, value])),
    },
  };
}

/** One super admin fewer, refused (condition) when it is the last one. */
export function removeSuperAdmin(): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: countersKey(),
      UpdateExpression: 'ADD super_admins :minusOne',
      ConditionExpression: 'super_admins > :one',
      ExpressionAttributeValues: { ':minusOne': -1, ':one': 1 },
    },
  };
}

/** The transaction step for `deltas`, or none when nothing changes. */
export function steps(deltas: Deltas): { item: TxItem }[] {
  return Object.values(deltas).some((value) => value) ? [{ item: change(deltas) }] : [];
}

/** The current counts; a counter never written reads as 0. */
export async function get(): Promise<(name: CounterName) => number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: countersKey(), ConsistentRead: true }));
  const item = (answer.Item ?? {}) as Record<string, unknown>;
  return (name) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
}
