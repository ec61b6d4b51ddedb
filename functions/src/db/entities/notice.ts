import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';

/**
 * Notices sent once: a marker per student, course, top-up and balance level, written before the
 * notice goes out, so the same drop is never announced twice (not even by concurrent bookings).
 */
const noticeKey = (studentId: string, courseId: string, topUps: number, level: number) => ({
  pk: `NOTICE#${studentId}`,
  sk: `LOW_BALANCE#${courseId}#${topUps}#${level}`,
});

/** True when this call claimed the notice; false when it was already sent. */
export async function claimLowBalanceNotice(
  studentId: string,
  courseId: string,
  topUps: number,
  level: number,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...noticeKey(studentId, courseId, topUps, level), type: 'notice', sentAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
