import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountHolder } from '@app/shared/students/learners';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import type { TxItem } from '../table';

/**
 * An account: one sign-in (the Cognito sub) and the learners it holds. Its partition
 * (`ACCOUNT#<sub>`) holds the holder's contact (`ACCOUNT`: name, e-mail, phone, and a count of
 * learners kept in the transactions that add and remove one) and one item per learner
 * (`LEARNER#<learnerId>`), so "this account's learners" is one Query. The learners' profiles stay
 * in their own partitions (`STUDENT#<learnerId>`), each naming its account (`accountId`).
 */
export const accountPartition = (accountId: string) => `ACCOUNT#${accountId}`;
export const accountKey = (accountId: string) => ({ pk: accountPartition(accountId), sk: 'ACCOUNT' });
export const learnerLinkKey = (accountId: string, learnerId: string) => ({
  pk: accountPartition(accountId),
  sk: `LEARNER#${learnerId}`,
});

export interface AccountItem extends AccountHolder {
  learnerCount: number;
  createdAt: string;
}

export interface LearnerLink {
  learnerId: string;
  createdAt: string;
}

export function toHolder(item: AccountItem): AccountHolder {
  return { id: item.id, fullName: item.fullName, email: item.email, phone: item.phone };
}

/** A new account with its first learner (whose id is the account's own). */
export function putNew(holder: AccountHolder, createdAt: string): TxItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...accountKey(holder.id), type: 'account', ...holder, learnerCount: 1, createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    linkLearner(holder.id, holder.id, createdAt),
  ];
}

function linkLearner(accountId: string, learnerId: string, createdAt: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...learnerLinkKey(accountId, learnerId), type: 'account_learner', learnerId, createdAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** One more learner on an existing account, refused (condition) once it holds `max`. */
export function addLearner(accountId: string, learnerId: string, createdAt: string, max: number): TxItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: accountKey(accountId),
        UpdateExpression: 'SET learnerCount = learnerCount + :one',
        ConditionExpression: 'attribute_exists(pk) AND learnerCount < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': max },
      },
    },
    linkLearner(accountId, learnerId, createdAt),
  ];
}

/** A learner leaves the account (removed by the parent); the account keeps at least one. */
export function removeLearner(accountId: string, learnerId: string): TxItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: accountKey(accountId),
        UpdateExpression: 'SET learnerCount = learnerCount - :one',
        ConditionExpression: 'attribute_exists(pk) AND learnerCount > :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: learnerLinkKey(accountId, learnerId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
}

/** The account is deleted: its holder's contact and learner links go (the learners are erased beside it). */
export function removeAll(accountId: string, learnerIds: readonly string[]): TxItem[] {
  return [
    { Delete: { TableName: tableName(), Key: accountKey(accountId) } },
    ...learnerIds.map((learnerId) => ({
      Delete: { TableName: tableName(), Key: learnerLinkKey(accountId, learnerId) },
    })),
  ];
}

export async function get(accountId: string): Promise<AccountItem | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: accountKey(accountId) }));
  return (answer.Item as AccountItem | undefined) ?? null;
}

/** The account's holder and its learners' ids, oldest first: one Query. */
export async function withLearners(
  accountId: string,
): Promise<{ account: AccountItem | null; learners: LearnerLink[] }> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': accountPartition(accountId) },
    ConsistentRead: true,
  });
  const account = (items.find((item) => item.sk === 'ACCOUNT') as AccountItem | undefined) ?? null;
  const learners = items
    .filter((item) => item.type === 'account_learner')
    .map((item) => ({ learnerId: String(item.learnerId), createdAt: String(item.createdAt) }))
    // The account's own learner first, then the others as they were added.
    .sort(
      (a, b) =>
        Number(b.learnerId === accountId) - Number(a.learnerId === accountId) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.learnerId.localeCompare(b.learnerId),
    );
  return { account, learners };
}
