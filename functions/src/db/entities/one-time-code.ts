import { GetCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomInt } from 'node:crypto';
import { CODE_ATTEMPTS, CODE_LENGTH, CODE_TTL_MINUTES } from '@app/shared/auth/account-codes';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import type { TxItem } from '../table';

/**
 * One e-mailed code per address and purpose (`verify`: prove the address; `reset`: choose a new
 * password). Only a hash is stored; a new code replaces the last one; the item expires through
 * the table's TTL and is refused past `expiresAt` before that. A wrong guess counts (the count is
 * a conditional update, so parallel guesses cannot share one try); the last allowed wrong guess
 * deletes the code; the right one deletes it with a condition on its hash, so only one request
 * can use it.
 */
export type CodePurpose = 'verify' | 'reset';

/** An address as keys and counters hold it: hashed, so the table never lists addresses in its keys. */
export const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
export const codeKey = (purpose: CodePurpose, email: string) => ({
  pk: `CODE#${purpose}#${addressHash(email)}`,
  sk: 'CODE',
});
const codeHash = (purpose: CodePurpose, email: string, code: string) =>
  createHash('sha256').update(`${purpose}:${email.trim().toLowerCase()}:${code}`).digest('hex');

/** A fresh code and the write that stores it (to run in the transaction that queues its mail). */
export function issue(purpose: CodePurpose, email: string, now = Date.now()): { code: string; item: TxItem } {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const expiresAt = Math.floor(now / 1000) + CODE_TTL_MINUTES * 60;
  return {
    code,
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...codeKey(purpose, email),
          type: 'one_time_code',
          codeHash: codeHash(purpose, email, code),
          attempts: 0,
          expiresAt,
          createdAt: new Date(now).toISOString(),
        },
      },
    },
  };
}

/**
 * Whether `code` is the live code of this address; true at most once per code. `beforeUse` runs
 * once the code matched, before it is spent.
 */
export async function redeem(
  purpose: CodePurpose,
  email: string,
  code: string,
  options: { beforeUse?: () => Promise<void>; now?: number } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const key = codeKey(purpose, email);
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const item = found.Item;
  if (!item || typeof item.codeHash !== 'string') return false;
  if (Number(item.expiresAt) <= Math.floor(now / 1000)) return false;
  const attempts = Number(item.attempts) || 0;
  if (attempts >= CODE_ATTEMPTS) return false;
  try {
    if (item.codeHash === codeHash(purpose, email, code)) {
      // What must hold before the code is used up (a password rule): if it throws, the code stays.
      await options.beforeUse?.();
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: 'codeHash = :hash AND attempts = :attempts',
          ExpressionAttributeValues: { ':hash': item.codeHash, ':attempts': attempts },
        }),
      );
      return true;
    }
    await db().send(
      attempts + 1 >= CODE_ATTEMPTS
        ? new DeleteCommand({
            TableName: tableName(),
            Key: key,
            ConditionExpression: 'codeHash = :hash AND attempts = :attempts',
            ExpressionAttributeValues: { ':hash': item.codeHash, ':attempts': attempts },
          })
        : new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET attempts = :next',
            ConditionExpression: 'codeHash = :hash AND attempts = :attempts',
            ExpressionAttributeValues: { ':hash': item.codeHash, ':attempts': attempts, ':next': attempts + 1 },
          }),
    );
    return false;
  } catch (error) {
    // Another request used or counted against this code meanwhile: this one does not get it.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
