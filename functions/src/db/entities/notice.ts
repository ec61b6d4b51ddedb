import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * Notices sent once: a marker per student, course, top-up and balance level, written in the same
 * transaction that queues the notice, so the same drop is never announced twice (not even by
 * concurrent bookings: the second transaction's condition fails).
 */
const noticeKey = (studentId: string, courseId: string, topUps: number, level: number) => ({
  pk: `NOTICE#${studentId}`,
  sk: `LOW_BALANCE#${courseId}#${topUps}#${level}`,
});

export interface LowBalanceLevel {
  studentId: string;
  courseId: string;
  topUps: number;
  level: number;
}

/** Whether this drop was announced already. */
export async function lowBalanceNoticed(at: LowBalanceLevel): Promise<boolean> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: noticeKey(at.studentId, at.courseId, at.topUps, at.level),
      ConsistentRead: true,
    }),
  );
  return answer.Item !== undefined;
}

/** The marker of this drop, refused (condition) when it exists. */
export function claimLowBalance(at: LowBalanceLevel): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...noticeKey(at.studentId, at.courseId, at.topUps, at.level),
        type: 'notice',
        sentAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
