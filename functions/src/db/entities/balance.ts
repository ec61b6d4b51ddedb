import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';
import { BALANCE_SK_PREFIX, studentPartition, type BalanceItem } from './student-partition';

export type { BalanceItem };

/**
 * Session balance of one student for one course, in the student's partition. It changes only
 * inside a transaction that also writes the ledger entry explaining the change (ledger-entry.ts),
 * so the balance always equals the sum of its ledger entries. A missing item means 0.
 */
export const balanceKey = (studentId: string, courseId: string) => ({
  pk: studentPartition(studentId),
  sk: `${BALANCE_SK_PREFIX}${courseId}`,
});

export async function get(studentId: string, courseId: string): Promise<number> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(studentId, courseId), ConsistentRead: true }),
  );
  return (answer.Item?.sessionsRemaining as number | undefined) ?? 0;
}

/** The balance and how many times it was topped up (both 0 when there is none). */
export async function getWithTopUps(
  studentId: string,
  courseId: string,
): Promise<{ sessions: number; topUps: number }> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(studentId, courseId), ConsistentRead: true }),
  );
  return {
    sessions: (answer.Item?.sessionsRemaining as number | undefined) ?? 0,
    topUps: (answer.Item?.topUps as number | undefined) ?? 0,
  };
}

/**
 * Adds sessions (purchase, refund, adjustment); creates the balance at first credit. `topUps`
 * counts the credits, so a drop after a top-up is a new drop for the low-balance notice.
 */
export function credit(studentId: string, courseId: string, sessions: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(studentId, courseId),
      UpdateExpression:
        'ADD sessionsRemaining :n, topUps :one SET #type = :type, studentId = :studentId, courseId = :courseId, updatedAt = :now',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':n': sessions,
        ':one': 1,
        ':type': 'balance',
        ':studentId': studentId,
        ':courseId': courseId,
        ':now': new Date().toISOString(),
      },
    },
  };
}

/** Takes `sessions` away only if that many are left: the balance never goes below 0. */
export function debit(studentId: string, courseId: string, sessions = 1): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(studentId, courseId),
      UpdateExpression: 'SET sessionsRemaining = sessionsRemaining - :n, updatedAt = :now',
      ConditionExpression: 'sessionsRemaining >= :n',
      ExpressionAttributeValues: { ':n': sessions, ':now': new Date().toISOString() },
    },
  };
}
