import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@app/shared/http/page';
import type { FailedMail } from '@app/shared/admin/mail';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { queryEvery, queryNewestFirst } from '../query-page';
import { GSI1, GSI2, byCreated, withoutStorageFields, type TxItem } from '../table';

/**
 * Outbox mail: every e-mail a change causes is first written here, in the same transaction as
 * the change, then delivered by the mail worker. (The lesson reminders, which no change causes,
 * are sent by their own job with a lease of their own on the booking.) gsi1 `MAIL_DUE` / `<next attempt
 * time>#<id>` holds the mails waiting for delivery (sparse: only while pending); gsi2
 * `MAIL_FAILED` / `<createdAt>#<id>` the ones given up on, for the team (sparse: only while
 * failed). A delivered mail keeps its recipient and subject for 30 days (TTL) and loses its text at
 * once; a mail marked `secret` (it holds a temporary password) also loses its text when given up on.
 */
const MAIL_PARTITION = 'MAIL#';
export const mailKey = (id: string) => ({ pk: `${MAIL_PARTITION}${id}`, sk: 'MAIL' });

/** The mail id of an outbox item's partition key, or null for any other item. */
export const idFromPartitionKey = (pk: string): string | null =>
  pk.startsWith(MAIL_PARTITION) ? pk.slice(MAIL_PARTITION.length) : null;
const MAIL_DUE = 'MAIL_DUE';
const MAIL_FAILED = 'MAIL_FAILED';
const dueSort = (at: string, id: string) => `${at}#${id}`;
/** How long a delivered mail's record is kept (its recipient and subject; never its text). */
const SENT_RECORD_DAYS = 30;

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * A notice whose text depends on the booking's state (the sessions left on its course): queued in
 * the change's transaction as a reference, and turned into mails by the worker, which reads the
 * facts when it sends it (seconds later, as a rule). Everything else is queued as a ready mail.
 */
export type OutboxNotice =
  | { kind: 'lesson_booked'; bookingId: string }
  | {
      kind: 'lesson_canceled';
      bookingId: string;
      reason: 'in_time' | 'late' | 'by_tutor' | 'moved_late' | 'by_school' | 'tutor_absent';
    }
  | { kind: 'lesson_moved'; bookingId: string; sessionUsed: boolean };

export interface MailItem {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Removed once delivered (and once given up on, when `secret`). */
  text?: string;
  secret: boolean;
  /** Set on a notice: rendered into mails by the worker (then `to` is empty). */
  notice?: OutboxNotice;
  status: MailStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  leaseUntil?: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  failedAt?: string;
}

export interface NewMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  secret?: boolean;
}

/** The transaction item that queues `mail` for delivery now. */
export function put(mail: NewMail, now = new Date()): TxItem {
  return putItem(
    {
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      secret: mail.secret === true,
    },
    now,
  );
}

const NOTICE_SUBJECTS: Record<OutboxNotice['kind'], string> = {
  lesson_booked: 'Lesson booked (with the sessions left)',
  lesson_canceled: 'Lesson canceled',
  lesson_moved: 'Lesson moved (with its new time)',
};

/** The transaction item that queues a notice, rendered into mails when the worker takes it. */
export function putNotice(notice: OutboxNotice, now = new Date()): TxItem {
  return putItem({ to: '', subject: NOTICE_SUBJECTS[notice.kind], secret: false, notice }, now);
}

function putItem(
  fields: Pick<MailItem, 'to' | 'replyTo' | 'subject' | 'text' | 'secret' | 'notice'>,
  now: Date,
): TxItem {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const item: MailItem = { id, ...fields, status: 'pending', attempts: 0, createdAt: at, nextAttemptAt: at };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...mailKey(id), type: 'mail', ...item, gsi1pk: MAIL_DUE, gsi1sk: dueSort(at, id) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Ids of the mails whose next attempt is due at `now`, oldest due first. */
export async function due(now: Date, limit: number): Promise<string[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':pk': MAIL_DUE, ':now': dueSort(now.toISOString(), '\uffff') },
      ProjectionExpression: 'id',
      Limit: limit,
    }),
  );
  return (answer?.Items ?? []).map((item) => item.id as string);
}

/**
 * Takes the mail for one delivery attempt (a lease until `leaseUntil`), counting the attempt: only
 * one worker at a time holds it, and a worker that dies leaves it to another once the lease runs
 * out. Null when it is not due, already leased, or no longer pending.
 */
export async function claim(id: string, now: Date, leaseUntil: Date): Promise<MailItem | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailKey(id),
        UpdateExpression: 'SET leaseUntil = :until, lastAttemptAt = :now, attempts = attempts + :one',
        ConditionExpression:
          '#status = :pending AND nextAttemptAt <= :now AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':until': leaseUntil.toISOString(),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutStorageFields<MailItem>(answer.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Delivered: the text goes, the record stays 30 days. */
export async function markSent(id: string, now: Date): Promise<void> {
  await db().send(new UpdateCommand(sentUpdate(id, now)));
}

/** A notice turned into mails: done, as a step of the transaction that queues those mails. */
export function markRendered(id: string, now: Date): TxItem {
  return { Update: sentUpdate(id, now) };
}

function sentUpdate(id: string, now: Date) {
  return {
    TableName: tableName(),
    Key: mailKey(id),
    UpdateExpression:
      'SET #status = :sent, sentAt = :now, expiresAt = :expires REMOVE #text, leaseUntil, gsi1pk, gsi1sk, lastError',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status', '#text': 'text' },
    ExpressionAttributeValues: {
      ':sent': 'sent',
      ':pending': 'pending',
      ':now': now.toISOString(),
      ':expires': Math.floor(now.getTime() / 1000) + SENT_RECORD_DAYS * 86_400,
    },
  };
}

/** A failed attempt with another one to come at `nextAttemptAt`. */
export async function scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
  const at = nextAttemptAt.toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: mailKey(id),
      UpdateExpression: 'SET nextAttemptAt = :at, gsi1sk = :due, lastError = :error REMOVE leaseUntil',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':due': dueSort(at, id), ':error': error, ':pending': 'pending' },
    }),
  );
}

/** Given up on: off the due list, onto the team's list (a secret mail's text is not kept). */
export async function markFailed(mail: Pick<MailItem, 'id' | 'createdAt' | 'secret'>, now: Date, error: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: mailKey(mail.id),
      UpdateExpression: `SET #status = :failed, failedAt = :now, lastError = :error, gsi2pk = :list, gsi2sk = :sort REMOVE leaseUntil, gsi1pk, gsi1sk${mail.secret ? ', #text' : ''}`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', ...(mail.secret ? { '#text': 'text' } : {}) },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':error': error,
        ':list': MAIL_FAILED,
        ':sort': byCreated(mail.createdAt, mail.id),
      },
    }),
  );
}

/**
 * A mail already given up on, as the worker leaves one after its last failed attempt: for the
 * local stack's journeys, which cannot make the mail emulator refuse a mail.
 */
export function putGivenUp(mail: NewMail, error: string, attempts: number, now = new Date()): TxItem {
  const item = put(mail, now).Put!;
  const { gsi1pk: _due, gsi1sk: _dueAt, ...rest } = item.Item as Record<string, unknown>;
  const at = now.toISOString();
  return {
    Put: {
      ...item,
      Item: {
        ...rest,
        status: 'failed',
        attempts,
        lastAttemptAt: at,
        failedAt: at,
        lastError: error,
        gsi2pk: MAIL_FAILED,
        gsi2sk: byCreated(rest.createdAt as string, rest.id as string),
      },
    },
  };
}

/** The id a `put` or `putNotice` item gives its mail. */
export const idOf = (item: TxItem): string => item.Put!.Item!.id as string;

/**
 * Back on the due list for a fresh round of attempts, as a transaction item: refused (condition)
 * unless the mail is failed and still has its text (or is a notice).
 */
export function requeue(id: string, now = new Date()): TxItem {
  const at = now.toISOString();
  return {
    Update: {
      TableName: tableName(),
      Key: mailKey(id),
      UpdateExpression:
        'SET #status = :pending, attempts = :zero, nextAttemptAt = :at, gsi1pk = :due, gsi1sk = :sort REMOVE gsi2pk, gsi2sk, failedAt',
      ConditionExpression: '#status = :failed AND (attribute_exists(#text) OR attribute_exists(notice))',
      ExpressionAttributeNames: { '#status': 'status', '#text': 'text' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':failed': 'failed',
        ':zero': 0,
        ':at': at,
        ':due': MAIL_DUE,
        ':sort': dueSort(at, id),
      },
    },
  };
}

export async function get(id: string): Promise<MailItem | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: mailKey(id), ConsistentRead: true }));
  return answer.Item ? withoutStorageFields<MailItem>(answer.Item) : null;
}

export function toFailedMail(item: MailItem): FailedMail {
  return {
    id: item.id,
    to: item.to,
    subject: item.subject,
    createdAt: item.createdAt,
    failedAt: item.failedAt ?? item.lastAttemptAt ?? item.createdAt,
    attempts: item.attempts,
    lastError: item.lastError ?? null,
    canResend: item.text !== undefined || item.notice !== undefined,
  };
}

/** The mails given up on, newest first. */
export function listFailed(page: { cursor?: string; limit: number }): Promise<Page<FailedMail>> {
  return queryNewestFirst<Record<string, unknown>, FailedMail>(
    {
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': MAIL_FAILED },
    },
    page,
    (item) => toFailedMail(withoutStorageFields<MailItem>(item)),
  );
}

/** The mails given up on that were for this address (the team's Mail problems list, filtered). */
export async function failedTo(email: string): Promise<{ id: string }[]> {
  return queryEvery<{ id: string }>({
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk',
    FilterExpression: '#to = :email',
    ProjectionExpression: 'id',
    ExpressionAttributeNames: { '#to': 'to' },
    ExpressionAttributeValues: { ':pk': MAIL_FAILED, ':email': email },
  });
}

/** A mail given up on, removed with its text (its recipient's account was deleted). */
export function remove(id: string): TxItem {
  return { Delete: { TableName: tableName(), Key: mailKey(id) } };
}
