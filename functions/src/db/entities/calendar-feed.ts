import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import type { TxItem } from '../table';

/**
 * Calendar feeds: a secret token (32 random bytes) names a feed, `FEED#<token>`, which names its
 * owner: a learner or a tutor. The owner's partition holds the current token (`FEED`), so that
 * a new token replaces the old one (the old address stops) and a revocation deletes both.
 */
export type FeedOwner = { kind: 'learner'; id: string } | { kind: 'tutor'; id: string };

const feedKey = (token: string) => ({ pk: `FEED#${token}`, sk: 'FEED' });
export const ownerFeedKey = (owner: FeedOwner) => ({
  pk: owner.kind === 'learner' ? `STUDENT#${owner.id}` : `TUTOR#${owner.id}`,
  sk: 'FEED',
});

export async function ownerOf(token: string): Promise<FeedOwner | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: feedKey(token) }));
  const item = answer.Item;
  if (!item || (item.ownerKind !== 'learner' && item.ownerKind !== 'tutor') || typeof item.ownerId !== 'string') {
    return null;
  }
  return { kind: item.ownerKind, id: item.ownerId };
}

/** The owner's current token, if any. */
export async function tokenOf(owner: FeedOwner): Promise<string | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: ownerFeedKey(owner), ConsistentRead: true }),
  );
  return typeof answer.Item?.token === 'string' ? answer.Item.token : null;
}

/** The new token in place of `previous` (null: none yet), only while `previous` is still current. */
export function replace(owner: FeedOwner, previous: string | null, token: string, now: Date): TxItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...ownerFeedKey(owner), type: 'calendar_feed_owner', token, createdAt: now.toISOString() },
        ConditionExpression: previous ? '#token = :previous' : 'attribute_not_exists(pk)',
        ...(previous
          ? { ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':previous': previous } }
          : {}),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...feedKey(token),
          type: 'calendar_feed',
          ownerKind: owner.kind,
          ownerId: owner.id,
          createdAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(previous ? [{ Delete: { TableName: tableName(), Key: feedKey(previous) } }] : []),
  ];
}

/** The feed stops: its token and the owner's record of it are deleted. */
export function revoke(owner: FeedOwner, token: string): TxItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: ownerFeedKey(owner),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      },
    },
    { Delete: { TableName: tableName(), Key: feedKey(token) } },
  ];
}
