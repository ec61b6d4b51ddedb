import { ACTIVITY_ENTITY_TYPES, activityRecordId, type ActivityEntry } from '@app/shared/admin/activity';
import type { Page } from '@app/shared/http/page';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { queryEvery, queryNewestFirst, type IndexQuery } from '../query-page';
import { byCreated, GSI1, GSI2, GSI3, withoutStorageFields, type TxItem } from '../table';

/**
 * Activity entry: what an admin (or the system) changed. All entries share one partition,
 * sorted by time, so "the latest N" is one Query. Three sparse lists beside it, each newest first
 * by the same sort key: gsi1 the entries of one entity type, gsi2 those of one admin, gsi3 those
 * about one record (`activityRecordId`: the student a request, refund, certificate or booking
 * belongs to, else the entry's own record). Always written in the same transaction as the change
 * it records.
 */
const PARTITION = 'ACTIVITY';
const ofType = (entityType: string) => `ACTIVITY#${entityType}`;
const byAdmin = (adminId: string) => `ACTIVITY_BY#${adminId}`;
const aboutRecord = (recordId: string) => `ACTIVITY_OF#${recordId}`;
export const activityKey = (createdAt: string, id: string) => ({ pk: PARTITION, sk: byCreated(createdAt, id) });

/**
 * The gsi1 list of every entity type any version has logged: together they hold every entry
 * (what a migration reads, since it may query gsi1 only).
 */
export const ACTIVITY_TYPE_LISTS: readonly string[] = ACTIVITY_ENTITY_TYPES.map(ofType);

/** The entry's places in the admin and record lists (gsi2, gsi3), from what it stores. */
export function filingKeys(entry: {
  id: string;
  createdAt: string;
  adminId: string;
  entityId: string;
  details: Record<string, unknown>;
}) {
  const sortKey = byCreated(entry.createdAt, entry.id);
  return {
    gsi2pk: byAdmin(entry.adminId),
    gsi2sk: sortKey,
    gsi3pk: aboutRecord(activityRecordId(entry)),
    gsi3sk: sortKey,
  };
}

/**
 * An entry the previous version wrote, filed in the admin and record lists by a migration (its
 * own table and client); false when it is filed already (or gone).
 */
export async function fileEarlier(
  context: { db: DynamoDBDocumentClient; tableName: string },
  item: Record<string, unknown>,
): Promise<boolean> {
  const keys = filingKeys({
    id: String(item.id),
    createdAt: String(item.createdAt),
    adminId: String(item.adminId),
    entityId: String(item.entityId),
    details: (item.details ?? {}) as Record<string, unknown>,
  });
  try {
    await context.db.send(
      new UpdateCommand({
        TableName: context.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(gsi2pk) OR attribute_not_exists(gsi3pk))',
        ExpressionAttributeValues: {
          ':gsi2pk': keys.gsi2pk,
          ':gsi2sk': keys.gsi2sk,
          ':gsi3pk': keys.gsi3pk,
          ':gsi3sk': keys.gsi3sk,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

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
  const details = input.details ?? {};
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
        details,
        createdAt,
        gsi1pk: ofType(input.entityType),
        gsi1sk: byCreated(createdAt, id),
        ...filingKeys({ id, createdAt, adminId: actor.userId, entityId: input.entityId, details }),
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
  // Free text the team wrote about the person (an approval's notes and message to them).
  'notes',
  'message',
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

/** What the log is filtered by: one of these at most (each is a list of its own). */
export interface ActivityFilter {
  entityType?: string;
  adminId?: string;
  entityId?: string;
}

function listOf(filter: ActivityFilter): IndexQuery {
  const on = (index: string, partition: string): IndexQuery => ({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
  });
  if (filter.adminId) return on(GSI2, byAdmin(filter.adminId));
  if (filter.entityId) return on(GSI3, aboutRecord(filter.entityId));
  if (filter.entityType) return on(GSI1, ofType(filter.entityType));
  return { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PARTITION } };
}

/** Stored entries, newest first: all of them, or one list (a plain Query each: every page is full while matches remain). */
export function query(filter: ActivityFilter, page: { cursor?: string; limit: number }): Promise<Page<StoredEntry>> {
  return queryNewestFirst(listOf(filter), page, (item: Record<string, unknown>) => {
    const entry = withoutStorageFields<StoredEntry>(item);
    return { ...entry, adminName: entry.adminName ?? null };
  });
}

/** An entry as stored: the names the log resolves when read are not part of it. */
export type StoredEntry = Omit<ActivityEntry, 'recordName' | 'studentName' | 'courseTitle'>;
