import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryState, ReviewReason } from '@app/shared/admin/deliveries';
import type { Page } from '@app/shared/http/page';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, GSI2, withoutStorageFields, type TxItem } from '../table';

/**
 * The webhook inbox: one item per distinct delivery a scheduling service signed, stored as it
 * arrived (raw body, headers of interest, event name, received-at) before anything parses it.
 * The id is a hash of the provider and the raw body, so the sender's retries of one delivery are
 * one item (`attribute_not_exists` on the put); the put is the only write the webhook answers after.
 *
 * States: `received` (waiting to be processed; a worker holds it under `leaseUntil` while it
 * works), `processed` (applied, `outcome` says how), `ignored` (nothing for the school in it),
 * `needs_review` (kept for the team with `reason` and `detail`), `dismissed` (closed by the team).
 *
 * gsi1 `INBOX` lists every delivery newest first; gsi2 lists the open ones by state (sparse):
 * `INBOX#received` oldest first for the sweep, `INBOX#needs_review` for the team. Processed and
 * ignored deliveries expire after RECORD_DAYS (the table's TTL); the others are kept.
 */
export const deliveryKey = (id: string) => ({ pk: `INBOX#${id}`, sk: 'INBOX' });
const ALL = 'INBOX';
const openList = (state: 'received' | 'needs_review') => `INBOX#${state}`;
export const RECORD_DAYS = 90;

export type Provider = 'calendly';

export interface DeliveryLink {
  studentId: string;
  courseId: string;
}

export interface DeliveryItem {
  id: string;
  provider: Provider;
  event: string | null;
  rawBody: string;
  headers: Record<string, string>;
  state: DeliveryState;
  reason: ReviewReason | null;
  detail: string | null;
  outcome: string | null;
  inviteeName: string | null;
  inviteeEmail: string | null;
  link: DeliveryLink | null;
  dismissReason?: string | null;
  attempts: number;
  leaseUntil?: string;
  receivedAt: string;
  updatedAt: string;
}

/**
 * Every delivery naming this address as its invitee, or linked by the team to this student (a filtered read of the whole inbox list, which
 * holds 90 days of processed deliveries and the open ones: for an account's erasure only).
 */
export async function ofInvitee(email: string, studentId: string): Promise<DeliveryItem[]> {
  return queryEvery<DeliveryItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'inviteeEmail = :email OR #link.studentId = :student',
    ExpressionAttributeNames: { '#link': 'link' },
    ExpressionAttributeValues: { ':pk': ALL, ':email': email, ':student': studentId },
  });
}

/** The invitee's account was deleted: the body as received (which names them) and their name and address are erased. */
export function erasePerson(id: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: deliveryKey(id),
      UpdateExpression: 'SET rawBody = :erased, inviteeName = :name, inviteeEmail = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':erased': '{"erased":"the account was deleted"}',
        ':name': placeholderName,
        ':empty': '',
      },
    },
  };
}

export type NewDelivery = Pick<DeliveryItem, 'id' | 'provider' | 'event' | 'rawBody' | 'headers' | 'receivedAt'>;

/** Stores a delivery once: `stored`, or `duplicate` when the same delivery is already in. */
export async function putReceived(delivery: NewDelivery): Promise<'stored' | 'duplicate'> {
  const item: DeliveryItem = {
    ...delivery,
    state: 'received',
    reason: null,
    detail: null,
    outcome: null,
    inviteeName: null,
    inviteeEmail: null,
    link: null,
    attempts: 0,
    updatedAt: delivery.receivedAt,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...deliveryKey(delivery.id),
          type: 'webhook_delivery',
          ...item,
          gsi1pk: ALL,
          gsi1sk: byCreated(delivery.receivedAt, delivery.id),
          gsi2pk: openList('received'),
          gsi2sk: byCreated(delivery.receivedAt, delivery.id),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'stored';
  } catch (error) {
    if (isConditionFailure(error)) return 'duplicate';
    throw error;
  }
}

export async function get(id: string, consistent = false): Promise<DeliveryItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: deliveryKey(id), ConsistentRead: consistent }),
  );
  return answer.Item ? fromStored(answer.Item) : null;
}

/**
 * Takes the delivery for one processing run (a lease until `leaseUntil`), counting the attempt:
 * only while it is in `from` and nobody else holds it. Null otherwise.
 */
export async function claim(
  id: string,
  from: 'received' | 'needs_review',
  now: Date,
  leaseUntil: Date,
): Promise<DeliveryItem | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deliveryKey(id),
        UpdateExpression: 'SET leaseUntil = :until, attempts = attempts + :one',
        ConditionExpression: '#state = :from AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':from': from,
          ':now': now.toISOString(),
          ':until': leaseUntil.toISOString(),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromStored(answer.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** What processing (or the team) made of a delivery. */
export interface Settlement {
  state: Exclude<DeliveryState, 'received'>;
  /** The team's reason, for a dismissal. */
  dismissReason?: string;
  reason?: ReviewReason | null;
  detail?: string | null;
  outcome?: string | null;
  inviteeName?: string | null;
  inviteeEmail?: string | null;
}

/**
 * The delivery leaves `from` for its settled state, as a transaction step (with the counters and
 * mails that go with it). Only while it is still in `from`: a delivery settled meanwhile by
 * another run fails the condition. `unleased`: the team's settling, refused while a run holds it.
 */
export function settle(
  item: Pick<DeliveryItem, 'id' | 'receivedAt'>,
  from: DeliveryState,
  to: Settlement,
  now: Date,
  options: { unleased?: boolean } = {},
) {
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = {
    ':from': from,
    ':to': to.state,
    ':now': now.toISOString(),
    ':reason': to.reason ?? null,
    ':detail': to.detail ?? null,
    ':outcome': to.outcome ?? null,
  };
  const set = ['#state = :to', 'updatedAt = :now', 'reason = :reason', 'detail = :detail', 'outcome = :outcome'];
  if (to.dismissReason !== undefined) {
    set.push('dismissReason = :dismissReason');
    values[':dismissReason'] = to.dismissReason;
  }
  if (to.inviteeName !== undefined) {
    set.push('inviteeName = :inviteeName', 'inviteeEmail = :inviteeEmail');
    values[':inviteeName'] = to.inviteeName;
    values[':inviteeEmail'] = to.inviteeEmail ?? null;
  }
  const remove = ['leaseUntil'];
  if (to.state === 'needs_review') {
    set.push('gsi2pk = :list', 'gsi2sk = :sort');
    values[':list'] = openList('needs_review');
    values[':sort'] = byCreated(item.receivedAt, item.id);
  } else {
    remove.push('gsi2pk', 'gsi2sk');
  }
  if (to.state === 'processed' || to.state === 'ignored') {
    set.push('expiresAt = :expires');
    values[':expires'] = Math.floor(now.getTime() / 1000) + RECORD_DAYS * 86_400;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: deliveryKey(item.id),
      UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
      ConditionExpression: options.unleased ? `#state = :from AND ${NOT_LEASED}` : '#state = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  } satisfies TxItem;
}

/** No processing run holds the delivery (never leased, or its lease has run out). */
const NOT_LEASED = '(attribute_not_exists(leaseUntil) OR leaseUntil < :now)';

/** The team says which student and course a delivery's booking is for (only while in review, and not being processed). */
export function setLink(id: string, link: DeliveryLink, now: Date): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: deliveryKey(id),
      UpdateExpression: 'SET link = :link, updatedAt = :now',
      ConditionExpression: `#state = :review AND ${NOT_LEASED}`,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':link': link, ':now': now.toISOString(), ':review': 'needs_review' },
    },
  };
}

/** A page of the deliveries waiting for the team, newest first. */
export function queryForReview(page: { cursor?: string; limit: number }): Promise<Page<DeliveryItem>> {
  return queryNewestFirst(
    {
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': openList('needs_review') },
    },
    page,
    fromStored,
  );
}

/** Ids of deliveries still `received` that arrived before `before`, oldest first (for the sweep). */
export async function receivedBefore(before: Date, limit: number): Promise<string[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
      ExpressionAttributeValues: { ':pk': openList('received'), ':before': byCreated(before.toISOString(), '\uffff') },
      ProjectionExpression: 'id',
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map((item) => item.id as string);
}

/** The delivery id in a stream record's partition key, or null for any other item. */
export const idFromPartitionKey = (pk: string): string | null => (pk.startsWith('INBOX#') ? pk.slice(6) : null);

function fromStored(stored: Record<string, unknown>): DeliveryItem {
  const item = withoutStorageFields<DeliveryItem & { expiresAt?: number }>(stored);
  const { expiresAt: _expires, ...rest } = item;
  return { ...rest, link: rest.link ?? null, dismissReason: rest.dismissReason ?? null };
}
