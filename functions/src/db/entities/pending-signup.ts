import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PENDING_SIGNUP_HOURS } from '@app/shared/privacy';
import { savedIntakeSchema, type SavedIntakeAnswers } from '@app/shared/students/schemas';
import { db, tableName } from '../client';
import type { TxItem } from '../table';
import { addressHash } from './one-time-code';

/**
 * A sign-up waiting for its address to be proven. No account exists until the mailed code comes
 * back with the password chosen at sign-up: so a stranger cannot make an account under someone
 * else's address, and signing in right after a sign-up tells nobody whether the address was new.
 * The password itself is never stored, only a salted scrypt hash to recognise it; the item lives
 * PENDING_SIGNUP_HOURS (table TTL) and a new sign-up for the same address replaces it.
 */

export interface PendingSignup {
  email: string;
  fullName: string;
  phone: string;
  intake: SavedIntakeAnswers | null;
  passwordHash: string;
  createdAt: string;
  expiresAt: number;
}

export const pendingSignupKey = (email: string) => ({ pk: `SIGNUP#${addressHash(email)}`, sk: 'SIGNUP' });

const SCRYPT_KEY_BYTES = 32;
const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, SCRYPT_KEY_BYTES, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt)).toString('base64')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function put(
  input: Omit<PendingSignup, 'passwordHash' | 'createdAt' | 'expiresAt'> & { password: string },
  now = Date.now(),
): Promise<TxItem> {
  const { password, ...fields } = input;
  const item: PendingSignup = {
    ...fields,
    passwordHash: await hashPassword(password),
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + PENDING_SIGNUP_HOURS * 3600,
  };
  return {
    Put: { TableName: tableName(), Item: { ...pendingSignupKey(input.email), type: 'pending_signup', ...item } },
  };
}

/** The live sign-up of this address, or null (none, or past its hours though the TTL has not run yet). */
export async function find(email: string, now = Date.now()): Promise<PendingSignup | null> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: pendingSignupKey(email), ConsistentRead: true }),
  );
  const item = found.Item;
  if (!item || Number(item.expiresAt) <= Math.floor(now / 1000)) return null;
  const intake = item.intake ? savedIntakeSchema.safeParse(item.intake) : null;
  return {
    email: String(item.email),
    fullName: String(item.fullName),
    phone: typeof item.phone === 'string' ? item.phone : '',
    intake: intake?.success ? intake.data : null,
    passwordHash: String(item.passwordHash),
    createdAt: String(item.createdAt),
    expiresAt: Number(item.expiresAt),
  };
}

/** Removes it in the transaction that makes the account, on condition it is still this one. */
export function consume(pending: PendingSignup): TxItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: pendingSignupKey(pending.email),
      ConditionExpression: 'passwordHash = :hash',
      ExpressionAttributeValues: { ':hash': pending.passwordHash },
    },
  };
}
