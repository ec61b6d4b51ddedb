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
 * Sessions of this user that began before `notBefore` (epoch seconds; the token's auth_time) are no
 * longer accepted: written when an admin is deleted or their role changes (by default the cutoff is
 * the next second, so a token of this second is refused too, as a password reset does: the person
 * signs in again a second later).
 */
export const sessionCutoffKey = (userId: string) => ({ pk: `SESSIONS#${userId}`, sk: 'CUTOFF' });

export function putSessionCutoff(userId: string, notBefore = Math.floor(Date.now() / 1000) + 1): TxItem {
  const now = Math.floor(Date.now() / 1000);
  return {
    Put: {
      TableName: tableName(),
      // Kept as long as a refresh token may live (30 days), so a session can never outlive it.
      Item: { ...sessionCutoffKey(userId), type: 'session_cutoff', notBefore, expiresAt: now + 30 * 86_400 },
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
