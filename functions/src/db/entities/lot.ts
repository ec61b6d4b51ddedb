import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { remindAt, type CreditLot } from '@app/shared/credits/lots';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { GSI1, GSI2, withoutStorageFields, type TxItem } from '../table';
import { BALANCE_SK_PREFIX, lotSortKey, lotsPrefix, studentPartition } from './student-partition';

/**
 * A credit lot (what one purchase bought, or one grant gave), in the student's partition right
 * after the course balance it adds up to: `BALANCE#<courseId>#LOT#<lotId>`. Its sessions left change only in
 * the transactions that change the balance and write the ledger entry naming the lot.
 *
 * A lot that can expire is in two sparse indexes: gsi1 `LOTS_EXPIRING` by expiry (until the expiry
 * job has taken its sessions; a session given back afterwards puts it in again), and gsi2
 * `LOTS_REMINDER` by when its reminder is due (until the reminder is queued).
 */
export const lotKey = (studentId: string, courseId: string, lotId: string) => ({
  pk: studentPartition(studentId),
  sk: lotSortKey(courseId, lotId),
});
const EXPIRING = 'LOTS_EXPIRING';
const REMINDER = 'LOTS_REMINDER';
const expiringKey = (lot: Pick<CreditLot, 'studentId' | 'id'>, expiresAt: string) => ({
  gsi1pk: EXPIRING,
  gsi1sk: `${expiresAt}#${lot.studentId}#${lot.id}`,
});

export type LotRef = Pick<CreditLot, 'studentId' | 'courseId' | 'id'>;
const keyOf = (lot: LotRef) => lotKey(lot.studentId, lot.courseId, lot.id);

export function toLot(item: Record<string, unknown>): CreditLot {
  const lot = withoutStorageFields<
    CreditLot & { remindedAt?: string; expiredAt?: string; openingSessions?: number; updatedAt?: string }
  >(item);
  const {
    remindedAt: _remindedAt,
    expiredAt: _expiredAt,
    openingSessions: _openingSessions,
    updatedAt: _updatedAt,
    ...rest
  } = lot;
  return { ...rest, expiresAt: rest.expiresAt ?? null, packageName: rest.packageName ?? null };
}

export function putNew(lot: CreditLot): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keyOf(lot),
        type: 'credit_lot',
        ...lot,
        ...(lot.expiresAt
          ? { ...expiringKey(lot, lot.expiresAt), gsi2pk: REMINDER, gsi2sk: `${remindAt(lot.expiresAt)}#${lot.id}` }
          : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Takes `sessions` from the lot: only while it holds them and, when `now` is given, has not expired.
 */
export function take(lot: LotRef, sessions: number, now?: Date): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(lot),
      UpdateExpression: 'SET sessionsLeft = sessionsLeft - :n, updatedAt = :now',
      ConditionExpression: now
        ? 'sessionsLeft >= :n AND (attribute_not_exists(expiresAt) OR expiresAt = :none OR expiresAt >= :at)'
        : 'sessionsLeft >= :n',
      ExpressionAttributeValues: {
        ':n': sessions,
        ':now': new Date().toISOString(),
        ...(now ? { ':none': null, ':at': now.toISOString() } : {}),
      },
    },
  };
}

/**
 * A session back to the lot it came from. A lot that can expire goes back in the expiry index, so
 * a session returned after the lot expired leaves by the next expiry run.
 */
export function giveBack(lot: LotRef & Pick<CreditLot, 'expiresAt'>, sessions: number): TxItem {
  const expiring = lot.expiresAt ? expiringKey(lot, lot.expiresAt) : null;
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(lot),
      UpdateExpression: `ADD sessionsLeft :n SET updatedAt = :now${expiring ? ', gsi1pk = :pk, gsi1sk = :sk' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':n': sessions,
        ':now': new Date().toISOString(),
        ...(expiring ? { ':pk': expiring.gsi1pk, ':sk': expiring.gsi1sk } : {}),
      },
    },
  };
}

/** The expiry takes every session left (exactly `sessions`, as read) and leaves the expiry index. */
export function expire(lot: LotRef, sessions: number, now: Date): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(lot),
      UpdateExpression: 'SET sessionsLeft = :zero, expiredAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'sessionsLeft = :n AND expiresAt < :now',
      ExpressionAttributeValues: { ':n': sessions, ':zero': 0, ':now': now.toISOString() },
    },
  };
}

/** An expired lot with nothing left leaves the expiry index (nothing to take). */
export function leaveExpiryIndex(lot: LotRef): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(lot),
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'sessionsLeft = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}

/** The expiry reminder is queued once: the lot leaves the reminder index with it. */
export function markReminded(lot: LotRef, now: Date): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(lot),
      UpdateExpression: 'SET remindedAt = :now REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(gsi2pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    },
  };
}

/** A student's lots of one course (or of every course), read consistently. */
export async function ofStudent(studentId: string, courseId?: string): Promise<CreditLot[]> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': studentPartition(studentId),
      ':prefix': courseId ? lotsPrefix(courseId) : BALANCE_SK_PREFIX,
    },
    ConsistentRead: true,
  });
  return items.filter((item) => item.type === 'credit_lot').map(toLot);
}

/**
 * A course balance and its lots, in one consistent Query. `unlotted`: sessions of the balance no
 * lot holds (only ever sessions credited before lots existed, until the data migration gives them
 * their lots).
 */
export async function withBalance(
  studentId: string,
  courseId: string,
): Promise<{ balance: number; lots: CreditLot[]; unlotted: number }> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': studentPartition(studentId), ':prefix': `${BALANCE_SK_PREFIX}${courseId}` },
    ConsistentRead: true,
  });
  const ofCourse = items.filter((item) => item.courseId === courseId);
  const balance = Number(ofCourse.find((item) => item.type === 'balance')?.sessionsRemaining ?? 0);
  const lots = ofCourse.filter((item) => item.type === 'credit_lot').map(toLot);
  const held = lots.reduce((sum, lot) => sum + lot.sessionsLeft, 0);
  return { balance, lots, unlotted: Math.max(0, balance - held) };
}

/** One lot by its key, read consistently. */
export async function get(lot: LotRef): Promise<CreditLot | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(lot), ConsistentRead: true }));
  return answer.Item ? toLot(answer.Item) : null;
}

export interface DuePage {
  lots: CreditLot[];
  next?: Record<string, unknown>;
}

/** Lots whose expiry has passed at `now` and are still in the expiry index, soonest first. */
export function dueForExpiry(now: Date, limit: number, after?: Record<string, unknown>): Promise<DuePage> {
  return duePage(GSI1, 'gsi1', EXPIRING, now, limit, after);
}

/** Lots whose reminder is due at `now` and not queued yet, soonest first. */
export function dueForReminder(now: Date, limit: number, after?: Record<string, unknown>): Promise<DuePage> {
  return duePage(GSI2, 'gsi2', REMINDER, now, limit, after);
}

async function duePage(
  indexName: string,
  prefix: 'gsi1' | 'gsi2',
  partition: string,
  now: Date,
  limit: number,
  after?: Record<string, unknown>,
): Promise<DuePage> {
  const answer: QueryCommandOutput = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexName,
      KeyConditionExpression: `${prefix}pk = :pk AND ${prefix}sk <= :now`,
      ExpressionAttributeValues: { ':pk': partition, ':now': `${now.toISOString()}#~` },
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return { lots: (answer.Items ?? []).map(toLot), next: answer.LastEvaluatedKey };
}
