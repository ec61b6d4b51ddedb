import type { ActivityEntry } from '@app/shared/admin/activity';
import type { Page } from '@app/shared/http/page';
import { tableName } from '../client';
import { queryEvery, queryNewestFirst, type IndexQuery } from '../query-page';
import { byCreated, GSI1, withoutStorageFields, type TxItem } from '../table';

/**
 * Activity entry: what an admin (or the system) changed. All entries share one partition,
 * sorted by time, so "the latest N" is one Query; gsi1 holds the entries of one entity type.
 * Always written in the same transaction as the change it records.
 */
const PARTITION = 'ACTIVITY';
const ofType = (entityType: string) => `ACTIVITY#${entityType}`;
export const activityKey = (createdAt: string, id: string) => ({ pk: PARTITION, sk: byCreated(createdAt, id) });

export interface Actor {
  userId: string;
  email: string;
  name?: string | null;
}

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

export function put(actor: Actor, input: ActivityInput): TxItem {
  const createdAt = new Date().toISOString();
  const id = crypto.randomUUID();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...activityKey(createdAt, id),
        type: 'activity',
        id,
        adminId: actor.userId,
        adminEmail: actor.email,
        adminName: actor.name ?? null,
        action: input.action,
        entityType: input.entityType,
        entityId: input.entityId,
        details: input.details ?? {},
        createdAt,
        gsi1pk: ofType(input.entityType),
        gsi1sk: byCreated(createdAt, id),
      },
    },
  };
}

/** Personal fields an entry's details may hold (names and addresses of the people concerned). */
const PERSONAL_DETAILS = [
  'name',
  'fullName',
  'email',
  'phone',
  'studentName',
  'studentEmail',
  'inviteeName',
  'inviteeEmail',
];

/** Every entry about one of these entities (filtered over the whole log: a rare, back-office read). */
export async function aboutEntities(entityIds: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < entityIds.length; start += 90) {
    const ids = entityIds.slice(start, start + 90);
    const values = Object.fromEntries(ids.map((id, index) => [`:id${index}`, id]));
    found.push(
      ...(await queryEvery<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: `entityId IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeValues: { ':pk': PARTITION, ...values },
      })),
    );
  }
  return found;
}

/**
 * The entry's details without the personal fields of the person whose account was deleted: the
 * keys that name people, and any other value holding their address or name (a failed mail's `to`).
 */
export function erasePerson(entry: Record<string, unknown>, person: { email: string; name: string }): TxItem | null {
  const details = (entry.details ?? {}) as Record<string, unknown>;
  const names = (value: unknown) =>
    typeof value === 'string' &&
    ((person.email !== '' && value.toLowerCase().includes(person.email.toLowerCase())) ||
      (person.name !== '' && value === person.name));
  const kept = Object.fromEntries(
    Object.entries(details).filter(([key, value]) => !PERSONAL_DETAILS.includes(key) && !names(value)),
  );
  if (Object.keys(kept).length === Object.keys(details).length) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: entry.pk as string, sk: entry.sk as string },
      UpdateExpression: 'SET details = :details',
      ExpressionAttributeValues: { ':details': kept },
    },
  };
}

/** Entries newest first, all of them or of one entity type. */
export function query(
  filter: { entityType?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<ActivityEntry>> {
  const input: IndexQuery = filter.entityType
    ? {
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': ofType(filter.entityType) },
      }
    : { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PARTITION } };
  return queryNewestFirst(input, page, (item: Record<string, unknown>) => {
    const entry = withoutStorageFields<ActivityEntry>(item);
    return { ...entry, adminName: entry.adminName ?? null };
  });
}
