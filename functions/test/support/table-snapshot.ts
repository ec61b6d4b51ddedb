import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../src/db/client';

export interface TableSnapshot {
  /** How many items the table holds (rate-limit windows left out, see below). */
  count: number;
  /** sha256 of a canonical JSON of every item, sorted by pk and sk. */
  hash: string;
}

/**
 * Items that legitimately change on a refused request, left out of the snapshot: the per-address
 * rate-limit windows (`RATE#<action>#<address>`). The public forms count a request before they
 * parse it, by design, so a malformed attempt uses up the sender's allowance like any other.
 * Nothing else may change on a refused request.
 */
const EXCLUDED_PREFIXES = ['RATE#'];

/**
 * The whole table, as a count and a hash, from a consistent full Scan (a test-only read: the
 * application never scans). Two snapshots are equal exactly when the table holds the same items
 * with the same attributes. The hash of each item is kept too (not enumerable, so `toEqual` still
 * compares `{ count, hash }` only) for `describeChange` to say what differs.
 */
export async function tableSnapshot(): Promise<TableSnapshot> {
  const items = new Map<string, string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (EXCLUDED_PREFIXES.some((prefix) => pk.startsWith(prefix))) continue;
      items.set(keyOf(item), canonicalJson(item));
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);

  const sorted = [...items.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const [, json] of sorted) hash.update(json).update('\n');
  const snapshot: TableSnapshot = { count: sorted.length, hash: hash.digest('hex') };
  Object.defineProperty(snapshot, 'items', {
    value: new Map(sorted.map(([key, json]) => [key, sha256(json)])),
    enumerable: false,
  });
  return snapshot;
}

/** The keys added, removed or changed between two snapshots, for a failure message. */
export function describeChange(before: TableSnapshot, after: TableSnapshot): string {
  const was = itemsOf(before);
  const now = itemsOf(after);
  const added = [...now.keys()].filter((key) => !was.has(key));
  const removed = [...was.keys()].filter((key) => !now.has(key));
  const changed = [...now.keys()].filter((key) => was.has(key) && was.get(key) !== now.get(key));
  const list = (label: string, keys: string[]) =>
    keys.length ? [`${label}: ${keys.map((key) => key.replace('\u0000', ' / ')).join(', ')}`] : [];
  const lines = [...list('added', added), ...list('removed', removed), ...list('changed', changed)];
  return lines.length ? lines.join('; ') : 'no change';
}

function itemsOf(snapshot: TableSnapshot): ReadonlyMap<string, string> {
  return (snapshot as TableSnapshot & { items?: ReadonlyMap<string, string> }).items ?? new Map();
}

/** pk and sk, NUL-separated so `a` + `b#c` and `a#b` + `c` never collide. */
function keyOf(item: Record<string, unknown>): string {
  return `${String(item.pk)}\u0000${String(item.sk)}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * JSON with object keys sorted at every depth, and the DynamoDB types JSON lacks spelled out:
 * sets as sorted tagged arrays, binary as tagged base64, so equal items give equal text.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (value instanceof Set) {
    const members = [...value].map((member) => canonicalJson(member)).sort();
    return { $set: members };
  }
  if (value instanceof Uint8Array) return { $binary: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return { $number: value.toString() };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A NumberValue (a number kept as text for precision) has only `value`.
    if ('value' in record && Object.keys(record).length === 1 && value.constructor?.name === 'NumberValue') {
      return { $number: String(record.value) };
    }
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}
