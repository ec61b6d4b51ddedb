import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead, LeadStatus } from '@app/shared/leads/schemas';
import type { Page } from '@app/shared/http/page';
import { db, tableName } from '../client';
import { listByStatus, queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';

/**
 * Lead: a visitor's intake. gsi1 lists every lead newest first, gsi2 the leads of one status.
 * `searchText` (name and e-mail, lower case) serves the back office's search filter.
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
  searchText: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

const toLead = (item: LeadItem): Lead => {
  const { searchText: _searchText, ...lead } = withoutStorageFields<Lead & { searchText: string }>({ ...item });
  return lead;
};

export function putNew(lead: Lead): TxItem {
  const sortKey = byCreated(lead.createdAt, lead.id);
  const item: LeadItem = {
    ...leadKey(lead.id),
    type: 'lead',
    ...lead,
    searchText: `${lead.fullName} ${lead.email}`.toLowerCase(),
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

/** New status and notes, only if the lead still has the status we read (else another admin changed it). */
export function update(lead: Pick<Lead, 'id' | 'status'>, change: { status: LeadStatus; notes: string }): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: leadKey(lead.id),
      UpdateExpression: 'SET #status = :status, notes = :notes, updatedAt = :now, gsi2pk = :gsi2pk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :was',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':notes': change.notes,
        ':now': new Date().toISOString(),
        ':gsi2pk': ofStatus(change.status),
        ':was': lead.status,
      },
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

/** Leads newest first: all of them or one status; `q` filters by name or e-mail. */
export function query(
  filter: { status?: LeadStatus; q?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<Lead>> {
  const input = listByStatus({ all: ALL, byStatus: filter.status && ofStatus(filter.status) }, filter.q);
  return queryNewestFirst(input, page, toLead);
}

/** Every lead sent with this address (a filtered read of the whole list: for an account's erasure only). */
export async function ofAddress(email: string): Promise<{ id: string }[]> {
  return queryEvery<{ id: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'email = :email',
    ProjectionExpression: 'id',
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
