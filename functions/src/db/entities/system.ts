import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * Bookkeeping items of the system itself, all in the `SYSTEM` partition or their own small ones:
 * the first-admin setup lock, the local seed marker, and per-caller rate-limit windows (which
 * expire through the table's TTL attribute `expiresAt`).
 */
export const setupLockKey = () => ({ pk: 'SYSTEM', sk: 'SUPER_ADMIN_SETUP' });
export const seedMarkerKey = (name: string) => ({ pk: 'SYSTEM', sk: `SEED#${name}` });
export const rateWindowKey = (action: string, caller: string, windowStart: number) => ({
  pk: `RATE#${action}#${caller}`,
  sk: String(windowStart),
});

/**
 * Tokens of this user issued before `notBefore` (epoch seconds) are no longer accepted on the back
 * office's routes: written when an admin is deleted or their role changes, so an open session
 * cannot keep the old access until its token expires. Kept a day (an ID token lives an hour).
 */
export const sessionCutoffKey = (userId: string) => ({ pk: `SESSIONS#${userId}`, sk: 'CUTOFF' });

export function putSessionCutoff(userId: string): TxItem {
  const now = Math.floor(Date.now() / 1000);
  return {
    Put: {
      TableName: tableName(),
      Item: { ...sessionCutoffKey(userId), type: 'session_cutoff', notBefore: now + 1, expiresAt: now + 86_400 },
    },
  };
}

export async function sessionCutoff(userId: string): Promise<number | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: sessionCutoffKey(userId), ConsistentRead: true }),
  );
  return typeof answer.Item?.notBefore === 'number' ? answer.Item.notBefore : null;
}

export { tableName };
