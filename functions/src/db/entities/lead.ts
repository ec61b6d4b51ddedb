import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead, LeadStatus } from '@app/shared/leads/schemas';
import type { Page } from '@app/shared/http/page';
import { batchGet } from '../batch-get';
import { db, tableName } from '../client';
import * as SearchToken from './search-token';
import { countQuery, listByStatus, queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';
import { versionedSave } from '../versions';
import { versionOf } from '@app/shared/http/versions';

/**
 * Lead: a visitor's intake. gsi1 lists every lead newest first, gsi2 the leads of one status.
 * The back office finds leads through search tokens (search-token.ts), written with the lead.
 * (`searchText`, the lower-case name and e-mail, is left on leads an earlier version wrote.)
 */
export const leadKey = (leadId: string) => ({ pk: `LEAD#${leadId}`, sk: 'LEAD' });
const ALL = 'LEADS';
/** Where every lead is listed (a migration reads them all). */
export const ALL_LEADS = { indexName: 'gsi1', partition: ALL } as const;
const ofStatus = (status: LeadStatus) => `LEADS#${status}`;

interface LeadItem extends Lead {
  pk: string;
  sk: string;
  type: 'lead';
  searchText?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

/** A lead the previous version wrote has no `version`: it reads as 0, and its first save makes it 1. */
const toLead = (item: LeadItem): Lead => {
  const { searchText: _searchText, ...lead } = withoutStorageFields<Lead & { searchText?: string }>({ ...item });
  return { ...lead, version: versionOf(item) };
};

export function putNew(lead: Lead): TxItem {
  const sortKey = byCreated(lead.createdAt, lead.id);
  const item: LeadItem = {
    ...leadKey(lead.id),
    type: 'lead',
    ...lead,
    gsi1pk: ALL,
    gsi1sk: sortKey,
    gsi2pk: ofStatus(lead.status),
    gsi2sk: sortKey,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function get(leadId: string): Promise<Lead | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: leadKey(leadId), ConsistentRead: true }),
  );
  return answer.Item ? toLead(answer.Item as LeadItem) : null;
}

/**
 * A save of the team: the status, and the latest note when one was written, only if the lead is
 * still at the version the admin read (else someone else saved meanwhile); the version moves on.
 */
export function update(lead: Pick<Lead, 'id'>, change: { status: LeadStatus; note?: string; version: number }): TxItem {
  const save = versionedSave(change.version);
  return {
    Update: {
      TableName: tableName(),
      Key: leadKey(lead.id),
      UpdateExpression: `SET #status = :status, updatedAt = :now, gsi2pk = :gsi2pk, ${save.set}${
        change.note ? ', notes = :notes' : ''
      }`,
      ConditionExpression: `attribute_exists(pk) AND ${save.condition}`,
      ExpressionAttributeNames: { '#status': 'status', ...save.names },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':now': new Date().toISOString(),
        ':gsi2pk': ofStatus(change.status),
        ...(change.note ? { ':notes': change.note } : {}),
        ...save.values,
      },
    },
  };
}

/** Links the lead to the student account made from it; only once. */
export function linkStudent(leadId: string, studentId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: leadKey(leadId),
      UpdateExpression: 'SET studentId = :studentId, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(studentId)',
      ExpressionAttributeValues: { ':studentId': studentId, ':now': new Date().toISOString() },
    },
  };
}

export function remove(lead: Pick<Lead, 'id' | 'status'>): TxItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: leadKey(lead.id),
      ConditionExpression: 'attribute_exists(pk) AND #status = :was',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':was': lead.status },
    },
  };
}

/** Leads newest first: all of them or one status (a search goes through `searchIds`). */
export function query(filter: { status?: LeadStatus }, page: { cursor?: string; limit: number }): Promise<Page<Lead>> {
  const input = listByStatus({ all: ALL, byStatus: filter.status && ofStatus(filter.status) });
  return queryNewestFirst(input, page, toLead);
}

const search = SearchToken.searchIndex<LeadStatus>('LEAD');
/** The lead's search tokens as it is now: written with it, and again when its status changes. */
export const fileForSearch = search.file;
export const unfileFromSearch = search.unfile;
/** One page of the ids of leads matching a search, newest first. */
export const searchIds = search.searchIds;

/** Up to 100 leads by id, in one BatchGetItem (missing ones left out). */
export async function getMany(leadIds: readonly string[]): Promise<Map<string, Lead>> {
  const ids = [...new Set(leadIds)];
  if (ids.length === 0) return new Map();
  const items = await batchGet<LeadItem>(ids.map(leadKey));
  return new Map(items.map((item) => [item.id, toLead(item)]));
}

/** Every lead sent with this address (a filtered read of the whole list: for an account's erasure only). */
export async function ofAddress(email: string): Promise<SearchToken.Searchable[]> {
  return queryEvery<SearchToken.Searchable>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'email = :email',
    ProjectionExpression: 'id, createdAt, #status, fullName, email, phone',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': ALL, ':email': email.toLowerCase() },
  });
}

/** The person's account was deleted: what their intake said of them is erased (the lead stays, counted). */
export function erasePerson(leadId: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: leadKey(leadId),
      UpdateExpression:
        'SET fullName = :name, email = :empty, phone = :null, why = :empty, notes = :empty, schedule = :none, searchText = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': placeholderName, ':empty': '', ':null': null, ':none': [] },
    },
  };
}

/** How many leads are still new and came in before `before` (ISO time): COUNT queries of that list. */
export function countNewBefore(before: string): Promise<number> {
  return countQuery({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    ExpressionAttributeValues: { ':pk': ofStatus('new'), ':before': before },
  });
}
