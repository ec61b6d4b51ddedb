import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@app/shared/http/page';
import { recordPrefixes, searchText, type SearchPlan } from '@app/shared/search/search-terms';
import { db, tableName } from '../client';
import { decodeCursor, encodeCursor } from '../cursor';
import { refuseMadeUpCursor } from '../query-page';
import { byCreated, type TxItem } from '../table';

/**
 * Search tokens: a record (lead, student) is filed under each of its search prefixes as a small
 * item `SEARCH#<kind>#<prefix>` / `<createdAt>#<id>`, holding the record's id, status and folded
 * text. A search is one Query of one prefix's partition, newest first, with the other words and
 * the status as a filter: it finds every match however many records there are, without a Scan.
 * The prefixes follow from the record's name, e-mail and phone, which the application never
 * edits: a status change puts the same tokens again; the writes go in the record's own transaction.
 */
export type SearchKind = 'LEAD' | 'STUDENT';

export const SEARCH_PREFIX = 'SEARCH#';
const partition = (kind: SearchKind, prefix: string) => `${SEARCH_PREFIX}${kind}#${prefix}`;

export interface Filed {
  id: string;
  createdAt: string;
  status: string;
  text: string;
  prefixes: readonly string[];
}

/** What a record is searched by: its name, e-mail and phone, with the status a search can keep to. */
export interface Searchable {
  id: string;
  createdAt: string;
  status: string;
  fullName: string;
  email: string;
  phone?: string | null;
  /** Another name the record is found by (a learner's account holder, when someone else). */
  holderName?: string | null;
}

export function filingOf(record: Searchable): Filed {
  const names = [record.fullName, record.holderName ?? ''].filter(
    (name, index, all) => name.trim() !== '' && all.findIndex((other) => other.trim() === name.trim()) === index,
  );
  const text = { name: names.join(' '), email: record.email, phone: record.phone };
  return {
    id: record.id,
    createdAt: record.createdAt,
    status: record.status,
    text: searchText(text),
    prefixes: recordPrefixes(text),
  };
}

/**
 * One kind's search, as its entity offers it: the tokens of a record as it is now (written with
 * it, and again when its status changes), their removal, and a page of matching ids. The
 * prefixes follow from the record's fields; a change of the rules that make them comes with a
 * migration that files every record again.
 */
export function searchIndex<Status extends string>(kind: SearchKind) {
  return {
    file: (record: Searchable): TxItem[] =>
      tokenItems(kind, filingOf(record)).map((Item): TxItem => ({ Put: { TableName: tableName(), Item } })),
    unfile: (record: Searchable): TxItem[] => unfile(kind, record, filingOf(record).prefixes),
    searchIds: (plan: SearchPlan, filter: { status?: Status }, page: { cursor?: string; limit: number }) =>
      search(kind, plan, filter, page),
  };
}

/** The token items of a record (for a writer that names the table itself, as a migration does). */
export function tokenItems(kind: SearchKind, filed: Filed): Record<string, unknown>[] {
  const sortKey = byCreated(filed.createdAt, filed.id);
  return filed.prefixes.map((prefix) => ({
    pk: partition(kind, prefix),
    sk: sortKey,
    type: 'search_token',
    id: filed.id,
    status: filed.status,
    text: filed.text,
  }));
}

/** Tokens of a record, removed (an erased or deleted record is found by nobody). */
export function unfile(kind: SearchKind, record: { id: string; createdAt: string }, prefixes: readonly string[]) {
  const sortKey = byCreated(record.createdAt, record.id);
  return prefixes.map((prefix): TxItem => ({
    Delete: { TableName: tableName(), Key: { pk: partition(kind, prefix), sk: sortKey } },
  }));
}

/** Items read per Query while filtering (small items: a page of them stays far below 1 MB). */
const READ_PER_CALL = 1000;

/**
 * The ids of one page of matches, newest first: the records filed under `prefix` whose text
 * contains every word of `alsoContains` (and of `status`, when given). It reads on until the page
 * is full or the prefix has no more records, so a page is empty only when nothing (more) matches.
 */
export async function search(
  kind: SearchKind,
  plan: { prefix: string; alsoContains: readonly string[] },
  filter: { status?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<string>> {
  const pk = partition(kind, plan.prefix);
  const conditions = plan.alsoContains.map((_, index) => `contains(#text, :w${index})`);
  if (filter.status) conditions.push('#status = :status');
  const values: Record<string, unknown> = { ':pk': pk };
  plan.alsoContains.forEach((word, index) => (values[`:w${index}`] = word));
  if (filter.status) values[':status'] = filter.status;
  const names: Record<string, string> = { '#id': 'id' };
  if (plan.alsoContains.length > 0) names['#text'] = 'text';
  if (filter.status) names['#status'] = 'status';

  const ids: string[] = [];
  let startKey = decodeCursor(page.cursor, pk);
  let lastKey: Record<string, unknown> | undefined;
  do {
    const answer = await db()
      .send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ProjectionExpression: 'pk, sk, #id',
          ScanIndexForward: false,
          // Without a filter every item read is a match: read exactly a page.
          Limit: conditions.length > 0 ? READ_PER_CALL : page.limit,
          ExclusiveStartKey: startKey,
        }),
      )
      .catch(refuseMadeUpCursor(startKey !== undefined));
    for (const item of answer.Items ?? []) {
      ids.push(String(item.id));
      if (ids.length === page.limit) {
        // A full page: the next one starts after this match, wherever the read stopped.
        const more = answer.LastEvaluatedKey !== undefined || item !== answer.Items?.at(-1);
        return { items: ids, nextCursor: more ? encodeCursor({ pk: item.pk, sk: item.sk }) : null };
      }
    }
    lastKey = answer.LastEvaluatedKey;
    startKey = lastKey;
  } while (lastKey);
  return { items: ids, nextCursor: null };
}
