import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadNote } from '@app/shared/admin/leads';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { queryEvery } from '../query-page';
import type { TxItem } from '../table';
import { leadKey } from './lead';

/**
 * A lead's contact history: one item per save of the team that wrote a note or changed the status,
 * in the lead's partition (`LEAD#<id>` / `NOTE#<at>#<id>`), with who wrote it. Entries are never
 * edited. They go with the lead (deleted by the team, by its retention period, or erased with the
 * person's account).
 */
const NOTE = 'NOTE#';
const noteKey = (leadId: string, at: string, id: string) => ({ pk: leadKey(leadId).pk, sk: `${NOTE}${at}#${id}` });

interface NoteItem {
  id: string;
  at: string;
  by: LeadNote['by'];
  text: string;
  statusChange: LeadNote['statusChange'];
}

export function put(leadId: string, note: Omit<LeadNote, 'id'>): TxItem {
  const id = crypto.randomUUID();
  const item: NoteItem = { id, ...note };
  return {
    Put: { TableName: tableName(), Item: { ...noteKey(leadId, note.at, id), type: 'lead_note', leadId, ...item } },
  };
}

/** The notes an earlier version kept in the lead's one field, as its first entry (a fixed key). */
const earlier = (leadId: string, text: string, at: string) => ({
  ...noteKey(leadId, at, 'earlier'),
  type: 'lead_note',
  leadId,
  id: 'earlier',
  at,
  by: null,
  text,
  statusChange: null,
});

/** That entry, written in the first save of a lead the previous version wrote (the migration's key). */
export const putEarlierItem = (leadId: string, text: string, at: string): TxItem => ({
  Put: { TableName: tableName(), Item: earlier(leadId, text, at) },
});

/** That entry, by a migration (its own table and client); false when it is there already. */
export async function putEarlier(
  context: { db: DynamoDBDocumentClient; tableName: string },
  leadId: string,
  text: string,
  at: string,
): Promise<boolean> {
  try {
    await context.db.send(
      new PutCommand({
        TableName: context.tableName,
        Item: earlier(leadId, text, at),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every entry of a lead, newest first. */
export async function list(leadId: string): Promise<LeadNote[]> {
  const items = await queryEvery<NoteItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :note)',
    ExpressionAttributeValues: { ':pk': leadKey(leadId).pk, ':note': NOTE },
    ScanIndexForward: false,
  });
  return items.map((item) => ({
    id: item.id,
    at: item.at,
    by: item.by ?? null,
    text: item.text ?? '',
    statusChange: item.statusChange ?? null,
  }));
}

/** Deletes every entry of a lead (after the lead itself went). */
export async function removeAll(leadId: string): Promise<void> {
  for (const note of await list(leadId)) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: noteKey(leadId, note.at, note.id) }));
  }
}
