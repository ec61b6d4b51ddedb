import { createHash } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { queryEvery } from '../query-page';
import { GSI1, GSI2, byCreated, withoutStorageFields, type TxItem } from '../table';

/**
 * Calls the school owes its scheduling service (cancel a meeting, mark a no-show), written in the
 * transaction of the change that causes them, like outbox mail, and made by the provider-command
 * worker, which retries while the service fails. gsi1 `PCMD_DUE` / `<next attempt>#<id>` holds
 * those waiting (sparse: only while pending); gsi2 `PCMD_FAILED` / `<createdAt>#<id>` the ones
 * given up on, for the team. The id is a hash of the kind and its target, so a call queued twice
 * (a lesson cancelled while its cancellation is still pending) is one call. Done commands expire
 * after 30 days (TTL).
 */
const PARTITION = 'PCMD#';
export const commandKey = (id: string) => ({ pk: `${PARTITION}${id}`, sk: 'PCMD' });
export const idFromPartitionKey = (pk: string): string | null =>
  pk.startsWith(PARTITION) ? pk.slice(PARTITION.length) : null;
const DUE = 'PCMD_DUE';
const FAILED = 'PCMD_FAILED';
const dueSort = (at: string, id: string) => `${at}#${id}`;
const DONE_RECORD_DAYS = 30;

export type CommandKind = 'cancel_event' | 'mark_no_show';
export type CommandStatus = 'pending' | 'done' | 'failed';

export interface CommandInput {
  kind: CommandKind;
  /** cancel_event: the meeting (provider event id); mark_no_show: the booking (provider booking id). */
  target: string;
  /** The reason a cancellation gives (shown to the learner by the service). */
  reason?: string;
  bookingId: string | null;
}

export interface CommandItem extends CommandInput {
  id: string;
  status: CommandStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  leaseUntil?: string;
  lastError?: string | null;
  /** What the service answered (`canceled`, `already`, `marked`). */
  result?: string;
  doneAt?: string;
}

export const commandIdOf = (kind: CommandKind, target: string) =>
  createHash('sha256').update(`${kind}\n${target}`).digest('hex').slice(0, 32);

/** The transaction item that queues a call for now. */
export function put(input: CommandInput, now = new Date()): TxItem {
  const id = commandIdOf(input.kind, input.target);
  const at = now.toISOString();
  const item: CommandItem = { id, ...input, status: 'pending', attempts: 0, createdAt: at, nextAttemptAt: at };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...commandKey(id), type: 'provider_command', ...item, gsi1pk: DUE, gsi1sk: dueSort(at, id) },
    },
  };
}

export async function due(now: Date, limit: number): Promise<string[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
      // One a run holds is not due (its lease outlives the run): it must not crowd out the others.
      FilterExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :at',
      ExpressionAttributeValues: { ':pk': DUE, ':now': dueSort(now.toISOString(), '\uffff'), ':at': now.toISOString() },
      ProjectionExpression: 'id',
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map((item) => item.id as string);
}

/** Takes a due command for one attempt (a lease); null when it is not due, leased or not pending. */
export async function claim(id: string, now: Date, leaseUntil: Date): Promise<CommandItem | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: commandKey(id),
        UpdateExpression: 'SET leaseUntil = :until, attempts = attempts + :one',
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
    return withoutStorageFields<CommandItem>(answer.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

export async function markDone(id: string, result: string, now: Date): Promise<void> {
  await settle(
    id,
    'SET #status = :done, #result = :result, doneAt = :now, expiresAt = :expires REMOVE leaseUntil, gsi1pk, gsi1sk',
    {
      ':done': 'done',
      ':result': result,
      ':now': now.toISOString(),
      ':expires': Math.floor(now.getTime() / 1000) + DONE_RECORD_DAYS * 86_400,
    },
  );
}

export async function scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
  const at = nextAttemptAt.toISOString();
  await settle(id, 'SET nextAttemptAt = :at, gsi1sk = :due, lastError = :error REMOVE leaseUntil', {
    ':at': at,
    ':due': dueSort(at, id),
    ':error': error,
  });
}

export async function markFailed(command: Pick<CommandItem, 'id' | 'createdAt'>, now: Date, error: string) {
  await settle(
    command.id,
    'SET #status = :failed, failedAt = :now, lastError = :error, gsi2pk = :list, gsi2sk = :sort REMOVE leaseUntil, gsi1pk, gsi1sk',
    {
      ':failed': 'failed',
      ':now': now.toISOString(),
      ':error': error,
      ':list': FAILED,
      ':sort': byCreated(command.createdAt, command.id),
    },
  );
}

async function settle(id: string, update: string, values: Record<string, unknown>): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: commandKey(id),
      UpdateExpression: update,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...(update.includes('#result') ? { '#result': 'result' } : {}),
      },
      ExpressionAttributeValues: { ...values, ':pending': 'pending' },
    }),
  );
}

/** The commands given up on, newest first (a short list: each is a problem for the team). */
export async function failed(limit = 50): Promise<CommandItem[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': FAILED },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map((item) => withoutStorageFields<CommandItem>(item));
}

/** Every command of a booking's target still pending (tests and the audit). */
export async function pending(): Promise<CommandItem[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': DUE },
  });
  return items.map((item) => withoutStorageFields<CommandItem>(item));
}
